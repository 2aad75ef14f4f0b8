// The owner's work on a lead, one implementation for the JSON API (Bearer clients) and the
// admin's server actions: change its status, qualification or follow-up, add a note, email the
// lead; audited.
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { audit } from "@/lib/auth/audit";
import type { RequestMeta } from "@/lib/auth/request-meta";
import {
  addLeadNote,
  LeadMovedError,
  UnknownAssigneeError,
  updateLead,
} from "@/lib/db/queries/inbox";
import { queueLeadEmail } from "@/lib/db/queries/lead-emails";
import { getSummaryById } from "@/lib/db/queries/summaries";
import type { PublicUser } from "@/lib/db/queries/users";
import { emailThreading } from "@/lib/inbound/threading";
import { deliverAfterResponse } from "@/lib/notify/deliver";
import { canSendMail } from "@/lib/notify/mail";
import { agencyToday, followUpInstant } from "@/lib/rules/follow-up";
import type {
  LeadEmailInput,
  LeadNoteInput,
  LeadUpdateInput,
} from "@/lib/validations/lead-changes";
import { emailToWire } from "./detail";
import { assertLeadInScope } from "./scope";
import { summaryToWire } from "./wire";

/** A day (due at 9 a.m. in the agency's calendar, today or later) or an exact time. */
function followUpOf(value: string | null | undefined): Date | null | undefined {
  if (value === null || value === undefined) return value;
  if (value.includes("T")) return new Date(value);
  if (value < agencyToday().today) {
    throw new ApiError("bad_request", 400, "follow_up_at must be today or a later day");
  }
  return followUpInstant(value);
}

export async function changeLead(
  id: string,
  {
    handoff_answered,
    follow_up_at,
    deal_value_cents,
    expected_close_on,
    if_status,
    assignee_id,
    ...change
  }: LeadUpdateInput,
  user: PublicUser,
  meta: RequestMeta,
) {
  await assertLeadInScope(user, id);
  let changes: Awaited<ReturnType<typeof updateLead>>;
  try {
    changes = await updateLead({
      id,
      ...change,
      handoffAnswered: handoff_answered,
      followUpAt: followUpOf(follow_up_at),
      dealValueCents: deal_value_cents,
      expectedCloseOn: expected_close_on,
      expectedStatus: if_status,
      assigneeId: assignee_id,
      actor: user.name || user.email,
    });
  } catch (err) {
    if (err instanceof UnknownAssigneeError) {
      throw new ApiError("bad_request", 400, "assignee_id must be an admin of this site");
    }
    if (!(err instanceof LeadMovedError)) throw err;
    throw new ApiError(
      "edit_conflict",
      409,
      `Someone else moved this lead to ${err.current} meanwhile: it stays there. Reload to see the latest.`,
    );
  }
  if (changes === null) throw new ApiError("not_found", 404, "No such lead");
  if (changes.length > 0) {
    await audit(meta, { action: "lead_changed", user, details: { lead: id, changes } });
  }
  const row = await getSummaryById({ id });
  if (!row) throw new ApiError("not_found", 404, "No such lead");
  return summaryToWire(row);
}

export async function noteLead(
  leadId: string,
  { body }: LeadNoteInput,
  user: PublicUser,
  meta: RequestMeta,
) {
  await assertLeadInScope(user, leadId);
  const author = user.name || user.email;
  const note = await addLeadNote({ leadId, authorId: user.id, authorName: author, body });
  if (!note) throw new ApiError("not_found", 404, "No such lead");
  await audit(meta, { action: "lead_changed", user, details: { lead: leadId, note: true } });
  return { id: note.id, author, body, created_at: note.createdAt.toISOString() };
}

/** The owner's email to the lead (outbox, Reply-To the owner or the lead's reply address); the same `key` again sends nothing. */
export async function emailLead(
  leadId: string,
  { subject, body, ai_drafted }: LeadEmailInput,
  key: string | null,
  user: PublicUser,
  meta: RequestMeta,
) {
  await assertLeadInScope(user, leadId);
  if (!canSendMail()) {
    throw new ApiError(
      "service_unavailable",
      503,
      "Sending email is not set up on this site: write from your own mail program instead",
    );
  }
  const result = await queueLeadEmail({
    leadId,
    author: { id: user.id, name: user.name || user.email, email: user.email },
    subject,
    body,
    idempotencyKey: key,
    aiDrafted: ai_drafted,
    threading: emailThreading(),
  });
  switch (result.outcome) {
    case "no_lead":
      throw new ApiError("not_found", 404, "No such lead");
    case "no_address":
      throw new ApiError("conflict", 409, "This lead has no email address to write to");
    case "key_reused":
      throw new ApiError(
        "conflict",
        409,
        "This Idempotency-Key was already used for a different email to this lead",
      );
    case "repeated":
      return { email: emailToWire(result.email), repeated: true };
  }
  // That an email went, not its words: a privacy deletion does not reach the audit log.
  await audit(meta, { action: "lead_changed", user, details: { lead: leadId, email: true } });
  deliverAfterResponse();
  return { email: emailToWire(result.email), repeated: false };
}
