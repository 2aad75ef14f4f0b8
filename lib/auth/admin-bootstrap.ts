// First admin from the environment. There is no built-in account and no default password: on
// start, if no admin exists yet and ADMIN_EMAIL and ADMIN_PASSWORD are both set, that admin is
// created. Later changes to those variables do nothing (use `npm run admin -- reset-password`).
import "server-only";
import { countAdmins, createAdmin } from "@/lib/db/queries/users";
import { env } from "@/lib/env";
import { hashPassword } from "./password";

/** "jane.doe@x.com" → "Jane Doe": a friendly display name until the admin picks one. */
export function nameFromEmail(email: string): string {
  const local = email.split("@")[0] ?? "";
  const words = local
    .split(/[._\-+]+/)
    .filter((w) => /^[a-z]/i.test(w))
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase());
  return words.join(" ").slice(0, 80) || "Admin";
}

export async function ensureAdminFromEnv({
  email = env.ADMIN_EMAIL,
  password = env.ADMIN_PASSWORD,
}: {
  email?: string;
  password?: string;
} = {}): Promise<void> {
  if ((await countAdmins()) > 0) return;
  if (!email || !password) {
    if (email || password) {
      console.warn(
        "[auth] ADMIN_EMAIL and ADMIN_PASSWORD must both be set to create the first admin.",
      );
    }
    console.warn(
      "[auth] No admin account yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run admin -- create`.",
    );
    return;
  }
  const created = await createAdmin({
    email,
    name: nameFromEmail(email),
    passwordHash: await hashPassword(password),
  });
  // Another instance starting at the same moment may have won the race: that is fine.
  if (created) console.info(`[auth] created admin ${created.email} from ADMIN_EMAIL`);
}
