// POST /api/chat/summary — save a chat lead summary: with a session (and its token) one lead per session, without one a new lead or an addition (unverified) to the lead holding its email

import { requireChatSession, undoIfErased } from "@/lib/api/chat-proof";
import { handle, readJson } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { saveChatLead } from "@/lib/db/queries/lead-save";
import { leadSaveFromRequest } from "@/lib/leads/wire";
import { metrics } from "@/lib/metrics";
import { deliverAfterResponse } from "@/lib/notify/deliver";
import { planLeadNotifications } from "@/lib/notify/queue";
import { addressKey, clientIp, countHits, enforcePerAddress, reserve } from "@/lib/rate-limit";
import { SUMMARY_MAX_BYTES, summaryRequestSchema } from "@/lib/validations/chat";
import type { SummaryResponse } from "@/lib/validations/chat-responses";

const LIMIT = { name: "chat-summary", max: 30, windowMs: 60_000 };
/** New leads from one address that notify the owner; past it they are kept, quietly. */
const NEW_LEADS = { name: "chat-new-leads", max: 10, windowMs: 60 * 60_000 };

/** Past the address's new-lead allowance, leads are kept but not announced (a later save does);
 * a visitor asking for a person still reaches the owner. */
function onlyRequestsForAPerson(lead: Parameters<typeof planLeadNotifications>[0]) {
  const plan = planLeadNotifications(lead);
  const outbox = plan?.outbox.filter((o) => o.event === "lead.handoff_requested") ?? [];
  return plan && outbox.length > 0 ? { ...plan, markContact: false, markHot: false, outbox } : null;
}

export const POST = handle(async (req) => {
  assertSameOrigin(req);
  await enforcePerAddress(LIMIT, req);
  const summary = await readJson(req, summaryRequestSchema, SUMMARY_MAX_BYTES);
  if (summary.session_id) await requireChatSession(summary.session_id, summary.session_token);
  const address = addressKey(clientIp(req));
  const quiet = (await countHits(NEW_LEADS, address)) >= NEW_LEADS.max;
  const saved = await saveChatLead(leadSaveFromRequest(summary), {
    notify: quiet ? onlyRequestsForAPerson : planLeadNotifications,
  });
  if (saved.created) await reserve(NEW_LEADS, address);
  metrics().leadsSaved.inc({ source: "chat", created: String(saved.created) });
  if (summary.session_id) await undoIfErased(summary.session_id);
  // The visitor's answer never waits for a notification: delivery runs after it is sent.
  if (saved.notified) deliverAfterResponse();
  const body: SummaryResponse = { success: true, id: saved.id };
  // 201 when the save gave the chat its lead, new or one holding the email alike: the status
  // and the id (a lead's id is random either way) do not tell whether an email is known.
  return Response.json(body, {
    status: saved.first ? 201 : 200,
    headers: { "Cache-Control": "no-store" },
  });
});
