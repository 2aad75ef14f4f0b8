// GET /api/admin/leads/{id}/live — the lead's conversation as it happens (server-sent events: the
// visitor's and the team's messages, who is in it); DELETE — hand the conversation back to the
// assistant.
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { liveStateOfLead } from "@/lib/db/queries/live-chat";
import { assertLeadInScope } from "@/lib/leads/scope";
import { leadChannel, subscribe } from "@/lib/live/bus";
import { handBack } from "@/lib/live/conversation";
import { eventStream } from "@/lib/live/stream";

export const dynamic = "force-dynamic";

const idParam = z.uuid();

async function leadIdOf(params: Promise<{ id: string }>) {
  const id = idParam.safeParse((await params).id);
  if (!id.success) throw new ApiError("not_found", 404, "No such lead");
  return id.data;
}

export const GET = withAdmin<{ id: string }>(async (req, { params, user }) => {
  const leadId = await leadIdOf(params);
  await assertLeadInScope(user, leadId);
  const state = await liveStateOfLead(leadId);
  if (!state) throw new ApiError("not_found", 404, "No such lead");
  let agent = state.agent?.name ?? null;
  return eventStream(
    req.signal,
    async (send) => {
      const unsubscribe = await subscribe(leadChannel(leadId), (event) => {
        const e = event as { type?: string; agent?: string | null };
        if (e.type === "state") agent = e.agent ?? null;
        send(event);
      });
      send({ type: "state", agent });
      return unsubscribe;
    },
    // The 10 minutes of silence after which the assistant answers again.
    async (send) => {
      if (agent === null) return;
      const now = await liveStateOfLead(leadId);
      if (!now?.agent) {
        agent = null;
        send({ type: "state", agent: null });
      }
    },
  );
});

export const DELETE = withAdmin<{ id: string }>(async (_req, { params, user }) => {
  await handBack(await leadIdOf(params), user);
  return new Response(null, { status: 204 });
});
