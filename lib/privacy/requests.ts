// A person's privacy request, found, exported or deleted by an owner: one implementation for the
// JSON API and the Privacy page's server actions. The audit log records counts, never the address.
import "server-only";
import { audit } from "@/lib/auth/audit";
import type { RequestMeta } from "@/lib/auth/request-meta";
import { markErasedChats } from "@/lib/chat/erased";
import { deletePersonalData } from "@/lib/db/queries/privacy-delete";
import { findPersonalData } from "@/lib/db/queries/privacy-find";
import type { PublicUser } from "@/lib/db/queries/users";
import type { PrivacySearchResponse } from "@/lib/validations/privacy";

/** How much is stored about the address, and its leads. */
export async function findPerson(email: string): Promise<PrivacySearchResponse> {
  const found = await findPersonalData({ email });
  return {
    counts: found.counts,
    leads: found.leads.map((lead) => ({
      id: lead.id,
      name: lead.contactName,
      source: lead.source,
      created_at: lead.createdAt.toISOString(),
    })),
  };
}

/** Everything stored about the address, as the JSON file an owner sends the person. */
export async function exportPerson(email: string, user: PublicUser, meta: RequestMeta) {
  const { counts, ...data } = await findPersonalData({ email });
  await audit(meta, { action: "privacy_exported", user, details: { ...counts } });
  const exportedAt = new Date();
  return {
    filename: `personal-data-${exportedAt.toISOString().slice(0, 10)}.json`,
    json: JSON.stringify({ email, exported_at: exportedAt.toISOString(), ...data }, null, 2),
  };
}

/** Deletes everything stored about the address; answers how much went. */
export async function deletePerson(email: string, user: PublicUser, meta: RequestMeta) {
  const { erasedSessions, ...deleted } = await deletePersonalData({ email });
  markErasedChats(erasedSessions);
  await audit(meta, { action: "privacy_deleted", user, details: { ...deleted } });
  return { deleted };
}
