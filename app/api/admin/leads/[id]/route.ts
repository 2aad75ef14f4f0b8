// GET /api/admin/leads/{id} — one lead: details, the server's proposed qualification with reasons, every visit's conversation, notes and history
// PATCH /api/admin/leads/{id} — the owner sets its status and/or qualification
import { z } from "zod";
import { ApiError, readJson } from "@/lib/api/errors";
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import {
  getLeadSignals,
  listLeadActivity,
  listLeadNotes,
  updateLead,
} from "@/lib/db/queries/inbox";
import { getLeadTranscript } from "@/lib/db/queries/leads";
import { getSummaryById } from "@/lib/db/queries/summaries";
import { proposeQualification } from "@/lib/leads/proposal";
import { summaryToWire } from "@/lib/leads/wire";
import { type LeadDetailJson, leadUpdateSchema } from "@/lib/validations/summaries";

const idParam = z.uuid();

async function leadId(params: Promise<{ id: string }>) {
  const id = idParam.safeParse((await params).id);
  if (!id.success) throw new ApiError("not_found", 404, "No such lead");
  return id.data;
}

export const GET = withAdmin<{ id: string }>(async (_req, { params }) => {
  const id = await leadId(params);
  const [row, signals] = await Promise.all([getSummaryById({ id }), getLeadSignals({ id })]);
  if (!row || !signals) throw new ApiError("not_found", 404, "No such lead");
  const [transcript, notes, activity] = await Promise.all([
    getLeadTranscript({ leadId: id }),
    listLeadNotes({ leadId: id }),
    listLeadActivity({ leadId: id }),
  ]);
  const proposal = proposeQualification(signals);
  const body: LeadDetailJson = {
    lead: summaryToWire(row),
    chat_qualification: signals.chatQualification,
    visit_count: signals.visitCount,
    proposal: { qualification: proposal.qualification, reasons: proposal.reasons },
    transcript: transcript.map((t) => ({
      sender: t.sender,
      content: t.content,
      sent_at: t.sentAt.toISOString(),
    })),
    notes: notes.map((n) => ({
      id: n.id,
      author: n.author,
      body: n.body,
      created_at: n.createdAt.toISOString(),
    })),
    activity: activity.map((a) => ({
      at: a.at.toISOString(),
      actor: a.actor,
      kind: a.kind,
      from: a.fromValue,
      to: a.toValue,
    })),
  };
  return Response.json(body);
});

export const PATCH = withAdmin<{ id: string }>(async (req, { params, user }) => {
  const id = await leadId(params);
  const change = await readJson(req, leadUpdateSchema, 4096);
  const changes = await updateLead({ id, ...change, actor: user.name || user.email });
  if (changes === null) throw new ApiError("not_found", 404, "No such lead");
  if (changes.length > 0) {
    await audit(requestMeta(req), { action: "lead_changed", user, details: { lead: id, changes } });
  }
  const row = await getSummaryById({ id });
  if (!row) throw new ApiError("not_found", 404, "No such lead");
  return Response.json({ lead: summaryToWire(row) });
});
