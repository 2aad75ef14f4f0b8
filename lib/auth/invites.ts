// Admins inviting admins: the new admin gets a single-use link (valid 7 days) where they choose
// their own password; until then the account cannot sign in (its password is a random secret
// nobody knows). Only the link's SHA-256 is stored.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { setPasswordByLink } from "@/lib/db/queries/user-passwords";
import { createInvitedAdmin } from "@/lib/db/queries/user-roles";
import type { AdminRole } from "@/lib/db/schema";
import { hashPassword } from "./password";

export const INVITE_TTL_MS = 7 * 86_400_000;

const hashInvite = (token: string) => createHash("sha256").update(`invite:${token}`).digest("hex");

/** Creates the invited admin and answers the invitation token, or null when the email is taken. */
export async function inviteAdmin({
  email,
  name,
  role,
}: {
  email: string;
  name: string;
  role: AdminRole;
}) {
  const token = randomBytes(32).toString("base64url");
  const user = await createInvitedAdmin({
    email,
    name,
    role,
    passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
    inviteTokenHash: hashInvite(token),
    inviteExpiresAt: new Date(Date.now() + INVITE_TTL_MS),
  });
  return user ? { user, token } : null;
}

/** Sets the invited admin's password; the account, or null when the link is unknown or expired. */
export async function acceptInvitation({ token, password }: { token: string; password: string }) {
  return setPasswordByLink({
    link: "invite",
    tokenHash: hashInvite(token),
    passwordHash: await hashPassword(password),
  });
}
