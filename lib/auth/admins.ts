// Managing the admins (owners only, after a recent password check, enforced by the callers):
// one implementation for the JSON API and the Security page's server actions; audited.
import "server-only";
import { site } from "@/config/site";
import { ApiError } from "@/lib/api/errors";
import { listAdminAccounts, removeAdmin, setAdminRole } from "@/lib/db/queries/user-roles";
import type { PublicUser } from "@/lib/db/queries/users";
import type { InviteInput, RoleChangeInput } from "@/lib/validations/auth";
import { audit } from "./audit";
import { inviteAdmin } from "./invites";
import type { RequestMeta } from "./request-meta";

/** An invitation link for a new admin; 409 when the email already has an account. */
export async function invite(input: InviteInput, user: PublicUser, meta: RequestMeta) {
  const invited = await inviteAdmin(input);
  if (!invited) throw new ApiError("conflict", 409, "An admin with this email already exists.");
  await audit(meta, {
    action: "admin_invited",
    user,
    details: { admin: invited.user.email, role: input.role },
  });
  return { invite_url: `${site.url}/admin?invite=${invited.token}` };
}

/** Removes an admin; the last one cannot go. */
export async function remove(id: string, user: PublicUser, meta: RequestMeta) {
  const removed = (await listAdminAccounts()).find((a) => a.id === id);
  const outcome = await removeAdmin({ userId: id });
  if (outcome === "missing") throw new ApiError("not_found", 404, "No such admin");
  if (outcome === "last") {
    throw new ApiError("conflict", 409, "The last admin cannot be removed: invite another first.");
  }
  await audit(meta, { action: "admin_removed", user, details: { admin: removed?.email ?? id } });
}

/** Makes an admin an owner or an editor; the last owner stays one. */
export async function changeRole(
  id: string,
  { role }: RoleChangeInput,
  user: PublicUser,
  meta: RequestMeta,
) {
  const changed = await setAdminRole({ userId: id, role });
  if (changed === "missing") throw new ApiError("not_found", 404, "No such admin");
  if (changed === "last") {
    throw new ApiError(
      "conflict",
      409,
      "The last owner cannot become an editor: make another admin an owner first.",
    );
  }
  if (changed.from !== role) {
    await audit(meta, {
      action: "admin_role_changed",
      user,
      details: { admin: changed.email, from: changed.from, to: role },
    });
  }
  return { id, role };
}
