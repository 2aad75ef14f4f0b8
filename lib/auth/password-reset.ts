// "Forgot password?": a single-use emailed link (30 minutes) that ends every session. Only its hash
// is stored, and the answer never says whether the email has an account.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { site } from "@/config/site";
import { revokeUserSessions } from "@/lib/db/queries/sessions";
import { setPasswordByLink, setResetToken } from "@/lib/db/queries/user-passwords";
import { sendMail } from "@/lib/notify/mail";
import { audit, type RequestMeta } from "./audit";
import { hashPassword } from "./password";

export const RESET_TTL_MS = 30 * 60_000;

const hashReset = (token: string) => createHash("sha256").update(`reset:${token}`).digest("hex");

/** Mails a reset link to `email` when it is an admin's; does nothing visible otherwise. */
export async function sendPasswordReset(email: string, meta: RequestMeta): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const user = await setResetToken({
    email,
    tokenHash: hashReset(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  if (!user) return;
  await audit(meta, { action: "password_reset_requested", user });
  await sendMail({
    to: user.email,
    subject: `Choose a new password for the ${site.company} admin`,
    text: [
      `Hello ${user.name},`,
      "",
      `Someone (hopefully you) asked to reset your password for the ${site.company} admin.`,
      "Open this link within 30 minutes to choose a new one. It works once, and signs you out",
      "everywhere else:",
      "",
      `${site.url}/admin?reset=${token}`,
      "",
      "If you did not ask, ignore this email: your password stays as it is.",
    ].join("\n"),
  });
}

/** Sets the new password through a link: the admin, or null when the link is unknown, used or old. */
export async function resetPassword(token: string, password: string, meta: RequestMeta) {
  const user = await setPasswordByLink({
    link: "reset",
    tokenHash: hashReset(token),
    passwordHash: await hashPassword(password),
  });
  if (!user) return null;
  const revoked = await revokeUserSessions({ userId: user.id });
  await audit(meta, { action: "password_reset", user, details: { sessions_ended: revoked } });
  return user;
}
