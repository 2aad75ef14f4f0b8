// The audit log in words: "Owner published the post “Speed to lead”", from an entry's action and
// details, for the Security page (in the browser) and anything else that lists entries.
import { AUDIT_ACTION_NAMES, type AuditAction } from "@/lib/validations/auth";

export const AUDIT_LABELS: Record<AuditAction, string> = {
  sign_in: "Signed in",
  sign_in_failed: "Sign-in failed",
  sign_out: "Signed out",
  mfa_enabled: "Two-factor turned on",
  mfa_disabled: "Two-factor turned off",
  mfa_failed: "Wrong two-factor code",
  recovery_code_used: "Recovery code used",
  session_revoked: "Session signed out",
  sessions_revoked_others: "Other sessions signed out",
  password_changed: "Password changed",
  admin_invited: "Admin invited",
  admin_joined: "Admin joined",
  admin_removed: "Admin removed",
  admin_role_changed: "Admin's role changed",
  stepped_up: "Password confirmed",
  step_up_failed: "Wrong password at a confirmation",
  password_reset_requested: "Password reset link sent",
  password_reset: "Password reset by email link",
  leads_exported: "Leads exported",
  lead_created: "Lead added",
  leads_imported: "Leads imported",
  settings_changed: "Settings changed",
  lead_changed: "Lead changed",
  lead_deleted: "Lead deleted",
  privacy_exported: "Personal data exported",
  privacy_deleted: "Personal data deleted",
  retention_purged: "Old leads purged",
  content_created: "Content created",
  content_updated: "Content edited",
  content_published: "Content published",
  content_unpublished: "Content unpublished",
  content_scheduled: "Content scheduled",
  subscribers_exported: "Subscribers exported",
  content_deleted: "Content deleted",
  content_drafted_by_ai: "AI draft created",
  image_uploaded: "Image uploaded",
  profile_changed: "Author profile changed",
  alerts_turned_on: "Phone alerts turned on",
  alerts_turned_off: "Phone alerts turned off",
};

export const auditLabel = (action: string) =>
  (AUDIT_ACTION_NAMES as readonly string[]).includes(action)
    ? AUDIT_LABELS[action as AuditAction]
    : action;

type Entry = { action: string; actor: string | null; details: Record<string, unknown> };

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : null);
const quoted = (v: unknown) => (text(v) ? `“${text(v)}”` : null);

const KINDS: Record<string, string> = {
  post: "the post",
  use_case: "the use case",
  event: "the event",
  newsletter: "the newsletter issue",
  proof: "the proof",
};

const CONTENT_VERBS: Partial<Record<AuditAction, string>> = {
  content_created: "created",
  content_updated: "edited",
  content_published: "published",
  content_unpublished: "unpublished",
  content_scheduled: "scheduled",
  content_deleted: "deleted",
};

const dollars = (cents: unknown) =>
  text(cents) === null ? "none" : `$${(Number(cents) / 100).toLocaleString("en-US")}`;

const CHANGE_WORDS: Record<string, (from: unknown, to: unknown) => string> = {
  status: (from, to) => `moved it from ${from} to ${to}`,
  qualification: (from, to) => `marked it ${to} (was ${from})`,
  handoff: () => "answered its request for a person",
  follow_up: (_, to) =>
    text(to) ? `set a follow-up for ${String(to).slice(0, 10)}` : "cleared its follow-up",
  deal_value: (from, to) => `set its deal to ${dollars(to)} (was ${dollars(from)})`,
  expected_close: (_, to) => (text(to) ? `expects it to close ${to}` : "cleared its close date"),
  assignee: (_, to) => (text(to) ? `gave it to ${to}` : "unassigned it"),
};

function leadChanges(details: Record<string, unknown>): string {
  if (details.note) return "added a note to a lead";
  if (details.email) return "emailed a lead";
  const changes = Array.isArray(details.changes) ? details.changes : [];
  const said = changes.flatMap((c) => {
    const words = CHANGE_WORDS[String(c?.kind)];
    return words ? [words(c.from, c.to)] : [];
  });
  return said.length ? `changed a lead: ${said.join(", ")}` : "changed a lead";
}

function contentWords(action: AuditAction, d: Record<string, unknown>): string | null {
  const slug = text(d.slug);
  if (d.kind === "event_guest") return `added a guest to the event ${slug ?? ""}`.trim();
  if (d.kind === "event_attendee_removed")
    return `removed an attendee from the event ${slug ?? ""}`.trim();
  if (d.kind === "event_payment_review") {
    return `${d.decision === "accept" ? "accepted" : "refused"} a payment held for review (${slug ?? "an event"})`;
  }
  const verb = CONTENT_VERBS[action];
  if (!verb) return null;
  const what = [KINDS[String(d.kind)] ?? "the page", quoted(d.title) ?? slug].filter(Boolean);
  return `${verb} ${what.join(" ")}${d.scheduled ? ", as scheduled" : ""}`;
}

const SENTENCES: Partial<Record<AuditAction, (d: Record<string, unknown>) => string>> = {
  lead_changed: leadChanges,
  lead_created: (d) => `added a lead by hand${text(d.source) ? ` (${d.source})` : ""}`,
  leads_imported: (d) =>
    `imported leads: ${d.created ?? 0} new, ${d.updated ?? 0} updated, ${d.rejected ?? 0} refused`,
  admin_invited: (d) => `invited ${d.admin} as ${d.role}`,
  admin_removed: (d) => `removed ${d.admin}`,
  admin_role_changed: (d) => `made ${d.admin} ${d.to} (was ${d.from})`,
};

/** What happened, as a sentence: who did it (or "The site", for its own scheduled work). */
export function describeAuditEntry({ action, actor, details }: Entry): string {
  const who = actor ?? "The site";
  const known = (AUDIT_ACTION_NAMES as readonly string[]).includes(action)
    ? (action as AuditAction)
    : null;
  const what = known ? (contentWords(known, details) ?? SENTENCES[known]?.(details)) : null;
  if (what) return `${who} ${what}`;
  const rest = describeDetails(details);
  return `${who}: ${auditLabel(action).toLowerCase()}${rest ? ` (${rest})` : ""}`;
}

/** Details without a sentence of their own, in words: "admin: ann@x.com · role: editor". */
export function describeDetails(details: Record<string, unknown>): string {
  const words = (value: unknown): string =>
    Array.isArray(value)
      ? value.map(words).join(", ")
      : value !== null && typeof value === "object"
        ? describeDetails(value as Record<string, unknown>)
        : value === true
          ? "yes"
          : value === false
            ? "no"
            : String(value);
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${key.replace(/_/g, " ")}: ${words(value)}`)
    .join(" · ");
}
