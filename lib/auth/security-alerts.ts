// Owners hear by email (the notification outbox, when SMTP_URL is set) about changes to who can
// get into the admin, and about sign-ins from somewhere new.
import "server-only";
import { enqueueSecurityAlert } from "@/lib/db/queries/notifications";
import { listAdminAccounts } from "@/lib/db/queries/user-roles";
import { deliverAfterResponse } from "@/lib/notify/deliver";
import { canSendMail } from "@/lib/notify/mail";
import type { AuditAction } from "@/lib/validations/auth";
import { SECURITY_ALERT } from "@/lib/validations/notification-payload";
import { describeBrowser, type RequestMeta } from "./request-meta";

type Subject = { email: string } | null | undefined;

/** The sentence an audited action becomes in an alert, for the actions owners hear about. */
const SENTENCES: Partial<
  Record<AuditAction, (who: string, details: Record<string, unknown>) => string>
> = {
  admin_invited: (who, d) =>
    `${who} invited ${String(d.admin)} as ${d.role === "owner" ? "an owner" : "an editor"}`,
  admin_joined: (who) => `${who} joined as an admin`,
  admin_removed: (who, d) => `${who} removed the admin ${String(d.admin)}`,
  admin_role_changed: (who, d) =>
    `${who} made ${String(d.admin)} ${d.to === "owner" ? "an owner" : "an editor"}`,
  mfa_disabled: (who) => `${who} turned two-factor sign-in off`,
  password_changed: (who) => `${who} changed their password`,
  password_reset: (who) => `${who} reset their password through an email link`,
};

/** Whether `action` is one the owners are told about (sign-ins are judged by signIn). */
export const alertsOwners = (action: AuditAction) => action in SENTENCES;

/** Queues an alert about `action` to every owner; nothing without SMTP. Never throws. */
export async function alertOwners(
  meta: RequestMeta,
  action: AuditAction,
  user: Subject,
  details: Record<string, unknown> = {},
): Promise<void> {
  const sentence = SENTENCES[action];
  if (sentence) await sendAlert(meta, sentence(user?.email ?? "Someone", details));
}

/** A sign-in from an address or a browser this admin has not used before. */
export async function alertNewSignIn(
  meta: RequestMeta,
  user: { email: string },
  what: { address: boolean; browser: boolean },
) {
  const news = [what.address && "a new address", what.browser && "a new browser"].filter(Boolean);
  await sendAlert(meta, `${user.email} signed in from ${news.join(" and ")}`);
}

async function sendAlert(meta: RequestMeta, what: string) {
  if (!canSendMail()) return;
  try {
    const owners = (await listAdminAccounts())
      .filter((a) => a.role === "owner" && !a.invitePending)
      .map((a) => a.email);
    if (owners.length === 0) return;
    await enqueueSecurityAlert({
      event: SECURITY_ALERT,
      alert: {
        what,
        at: new Date().toISOString(),
        address: meta.ip || null,
        browser: meta.userAgent ? describeBrowser(meta.userAgent) : null,
        to: owners,
      },
    });
    deliverAfterResponse();
  } catch (err) {
    console.error("[auth] could not queue a security alert:", err);
  }
}
