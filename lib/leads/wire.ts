// Between the API's wire format (snake_case, spec §3 and §7) and the server's lead model: the
// query layer never sees request shapes, the handlers never see rows.
import type { LeadRow } from "@/lib/db/queries/summaries";
import type { LeadContact, LeadSave } from "@/lib/rules/lead-save";
import type { SummaryRequest } from "@/lib/validations/chat";
import type { ChatSummaryJson } from "@/lib/validations/summaries";

const blankToNull = (v: string) => (v.trim() === "" ? null : v.trim());

export function contactFromWire(c: SummaryRequest["contact_info"]): LeadContact {
  return {
    name: blankToNull(c.name),
    email: blankToNull(c.email)?.toLowerCase() ?? null,
    phone: blankToNull(c.phone),
    company: blankToNull(c.company_name),
  };
}

/** A POST /api/chat/summary body as a save. */
export function leadSaveFromRequest(req: SummaryRequest): LeadSave {
  return {
    sessionId: req.session_id ?? null,
    seq: req.seq ?? null,
    interactionDate: req.interaction_date,
    contact: contactFromWire(req.contact_info),
    chatSummary: req.chat_summary,
    servicesDiscussed: req.services_discussed,
    keyPainPoints: req.key_pain_points,
    callToActionOffered: req.call_to_action_offered,
    nextStep: req.next_step,
    leadQualification: req.lead_qualification,
    visitCount: req.visit_count ?? 1,
    transcript: req.transcript.map((m) => ({
      clientId: m.id,
      sender: m.sender,
      content: m.content,
      sentAt: new Date(m.timestamp),
    })),
    // Never later than now: a fast clock in the browser cannot date a request in the future.
    handoff: req.handoff
      ? {
          requestedAt: new Date(Math.min(Date.parse(req.handoff.requested_at), Date.now())),
          message: req.handoff.message,
        }
      : null,
    attribution: req.attribution ?? null,
  };
}

/** One lead as GET /api/chat/summaries answers it (the owner's qualification wins when set). */
export function summaryToWire(row: LeadRow): ChatSummaryJson {
  return {
    id: row.id,
    interaction_date: row.interactionDate,
    created_at: row.createdAt.toISOString(),
    contact_name: row.contactName,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    company_name: row.companyName,
    lead_qualification: row.ownerQualification ?? row.leadQualification,
    services_discussed: row.servicesDiscussed,
    key_pain_points: row.keyPainPoints,
    chat_summary: row.chatSummary,
    call_to_action_offered: row.callToActionOffered,
    next_step: row.nextStep,
    status: row.status,
    source: row.source,
    owner_qualification: row.ownerQualification,
    handoff: row.handoffRequestedAt
      ? {
          requested_at: row.handoffRequestedAt.toISOString(),
          message: row.handoffMessage ?? "",
          answered_at: row.handoffAnsweredAt?.toISOString() ?? null,
        }
      : null,
    follow_up_at: row.followUpAt?.toISOString() ?? null,
    deal_value_cents: row.dealValueCents,
    expected_close_on: row.expectedCloseOn,
    assignee_id: row.assigneeId,
  };
}
