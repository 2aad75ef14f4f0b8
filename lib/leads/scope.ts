// Which leads an admin may see and work: every lead, unless the owners limit editors to the leads
// assigned to them (site_settings "editors_own_leads_only"). Owners always see every lead.
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { audit } from "@/lib/auth/audit";
import type { RequestMeta } from "@/lib/auth/request-meta";
import {
  EDITORS_OWN_LEADS_ONLY,
  editorsOwnLeadsOnly,
  writeSetting,
} from "@/lib/db/queries/settings";
import { getSummaryById } from "@/lib/db/queries/summaries";
import type { PublicUser } from "@/lib/db/queries/users";

export { editorsOwnLeadsOnly };

export async function saveEditorsOwnLeadsOnly(on: boolean, user: PublicUser, meta: RequestMeta) {
  await writeSetting(EDITORS_OWN_LEADS_ONLY, on, user.email);
  await audit(meta, { action: "settings_changed", user, details: { editors_own_leads_only: on } });
  return { editors_own_leads_only: on };
}

/** The assignee this admin's lead lists are limited to (their own id), or undefined for all. */
export async function scopedAssignee(user: Pick<PublicUser, "id" | "role">) {
  return user.role !== "owner" && (await editorsOwnLeadsOnly()) ? user.id : undefined;
}

/** A 404, as for a lead that does not exist, when this admin may not see the lead. */
export async function assertLeadInScope(user: Pick<PublicUser, "id" | "role">, leadId: string) {
  const only = await scopedAssignee(user);
  if (only === undefined) return;
  const lead = await getSummaryById({ id: leadId });
  if (lead?.assigneeId !== only) throw new ApiError("not_found", 404, "No such lead");
}
