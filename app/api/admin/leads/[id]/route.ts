// GET /api/admin/leads/{id} — one lead with its whole conversation, every visit
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { getLeadTranscript } from "@/lib/db/queries/leads";
import { getSummaryById } from "@/lib/db/queries/summaries";
import { summaryToWire } from "@/lib/leads/wire";
import type { LeadDetailJson } from "@/lib/validations/summaries";

const idParam = z.uuid();

export const GET = withAdmin<{ id: string }>(async (_req, { params }) => {
  const id = idParam.safeParse((await params).id);
  const row = id.success ? await getSummaryById({ id: id.data }) : null;
  if (!row) throw new ApiError("not_found", 404, "No such lead");
  const transcript = await getLeadTranscript({ leadId: row.id });
  const body: LeadDetailJson = {
    lead: summaryToWire(row),
    transcript: transcript.map((t) => ({
      sender: t.sender,
      content: t.content,
      sent_at: t.sentAt.toISOString(),
    })),
  };
  return Response.json(body);
});
