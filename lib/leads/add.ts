// A lead the owner adds by hand (a referral, a call, a card from an event): one implementation for
// POST /api/admin/leads and the admin's "New lead" form; audited.
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { audit } from "@/lib/auth/audit";
import type { RequestMeta } from "@/lib/auth/request-meta";
import { addManualLead } from "@/lib/db/queries/lead-manual";
import { getSummaryById } from "@/lib/db/queries/summaries";
import type { PublicUser } from "@/lib/db/queries/users";
import { agencyToday } from "@/lib/rules/follow-up";
import type { LeadCreateInput } from "@/lib/validations/lead-create";
import { LEAD_SOURCE_LABELS } from "@/lib/validations/summaries";
import { summaryToWire } from "./wire";

/** Adds the lead, or joins the newest lead holding its email (`joined`: nothing new was made). */
export async function addLead(input: LeadCreateInput, user: PublicUser, meta: RequestMeta) {
  const author = user.name || user.email;
  const { id, created } = await addManualLead(
    {
      name: input.name,
      email: input.email || null,
      phone: input.phone || null,
      companyName: input.company_name || null,
      source: input.source,
      note: input.note || null,
      dealValueCents: input.deal_value_cents ?? null,
      expectedCloseOn: input.expected_close_on ?? null,
      status: input.status ?? "New",
      interactionDate: agencyToday().today,
      summary: `Added by ${author} (${LEAD_SOURCE_LABELS[input.source].toLowerCase()}).`,
    },
    { id: user.id, name: author },
  );
  await audit(meta, {
    action: created ? "lead_created" : "lead_changed",
    user,
    details: { lead: id, source: input.source, ...(created ? {} : { joined: true }) },
  });
  const row = await getSummaryById({ id });
  if (!row) throw new ApiError("not_found", 404, "No such lead");
  return { lead: summaryToWire(row), joined: !created };
}
