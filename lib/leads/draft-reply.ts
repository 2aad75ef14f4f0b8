// "Draft a reply": the model writes a reply to a lead for the admin to edit and send, grounded in
// the conversation, the lead's details and the site's own articles, in the admin's voice (their
// author profile). Nothing is sent here. Without a model, or over budget, a template is offered.
import "server-only";
import { generateText, Output } from "ai";
import { z } from "zod";
import { site } from "@/config/site";
import { configuredModel } from "@/lib/ai/provider";
import { estimateTokens, withinModelBudget } from "@/lib/ai/spend";
import { ApiError } from "@/lib/api/errors";
import { getLeadTranscript } from "@/lib/db/queries/lead-transcript";
import { getAuthorProfile } from "@/lib/db/queries/studio-author";
import { getSummaryById } from "@/lib/db/queries/summaries";
import type { PublicUser } from "@/lib/db/queries/users";
import { env } from "@/lib/env";
import { knowledgeFor } from "@/lib/site-search";
import { assertLeadInScope } from "./scope";

const MAX_TOKENS = 800;
const replySchema = z.object({ subject: z.string(), body: z.string() });

export type DraftedReply = {
  subject: string;
  body: string;
  /** Written by the model (false: the template, and `notice` says why). */
  ai: boolean;
  notice?: string;
};

const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] ?? "";

function template(lead: { name: string | null; services: string[] }, from: string): DraftedReply {
  const hi = firstName(lead.name) ? `Hi ${firstName(lead.name)},` : "Hi there,";
  const topic = lead.services.length ? ` about ${lead.services.join(" and ")}` : "";
  return {
    subject: `Following up on your chat with ${site.company}`,
    body: `${hi}\n\nThanks for your questions${topic}. I'd be glad to go through them with you: what would be a good time for a short call this week?\n\nBest,\n${from}\n${site.company}`,
    ai: false,
  };
}

export async function draftReply(
  leadId: string,
  user: PublicUser,
  channel: "email" | "chat",
): Promise<DraftedReply> {
  await assertLeadInScope(user, leadId);
  const lead = await getSummaryById({ id: leadId });
  if (!lead) throw new ApiError("not_found", 404, "No such lead");
  const [profile, transcript] = await Promise.all([
    getAuthorProfile(user.id),
    getLeadTranscript({ leadId }),
  ]);
  const from = profile?.name || user.name || user.email;
  const fallback = template({ name: lead.contactName, services: lead.servicesDiscussed }, from);
  const model = configuredModel();
  if (!model) return { ...fallback, notice: "No language model is set up: a template instead." };

  const lines = transcript.slice(-12).map((m) => {
    const who = m.sender === "user" ? "Visitor" : m.sender === "agent" ? m.authorName : "Assistant";
    return `${who}: ${m.content.slice(0, 600)}`;
  });
  const lastQuestion = transcript.findLast((m) => m.sender === "user")?.content ?? "";
  const articles = lastQuestion
    ? await knowledgeFor(`admin:${user.id}`, lastQuestion).catch(() => [])
    : [];
  const system = [
    `You draft a reply from ${from} of ${site.company}, an AI automation agency in Austin, Texas, to a prospective client.`,
    profile?.bio ? `Write in ${from}'s own voice; about them: ${profile.bio}` : "",
    channel === "chat"
      ? "It is a message in the visitor's open website chat: two to four short sentences, no greeting line, no signature."
      : "It is an email: a greeting with their first name, under 150 words, signed with the sender's name and company.",
    "Use only what the conversation, the lead's details and the listed articles say; never invent prices, dates or promises. Plain text, no markdown.",
  ]
    .filter(Boolean)
    .join("\n");
  const prompt = [
    `Lead: ${lead.contactName || "(no name)"}${lead.companyName ? `, ${lead.companyName}` : ""}`,
    `Services discussed: ${lead.servicesDiscussed.join(", ") || "none yet"}`,
    `Pain points: ${lead.keyPainPoints.join(", ") || "none noted"}`,
    `Summary: ${lead.chatSummary}`,
    `Conversation (latest last):\n${lines.join("\n") || "(none)"}`,
    articles.length
      ? `Articles of the site that may help (link them as ${env.SITE_URL ?? ""}<url>):\n${articles.map((a) => `- ${a.title} (${a.url}): ${a.excerpt}`).join("\n")}`
      : "",
  ]
    .filter(Boolean)
    .join("\n\n");

  const spent = await withinModelBudget(estimateTokens(system + prompt) + MAX_TOKENS, async () => {
    try {
      const { output, usage } = await generateText({
        model,
        system,
        prompt,
        output: Output.object({ schema: replySchema }),
        maxOutputTokens: MAX_TOKENS,
        maxRetries: env.LLM_MAX_RETRIES,
        abortSignal: AbortSignal.timeout(env.LLM_TIMEOUT_MS * 4),
      });
      return { result: output, usage };
    } catch (err) {
      console.warn(`[leads] reply draft failed: ${String((err as Error).message).slice(0, 300)}`);
      return { result: null, usage: (err as { usage?: undefined }).usage };
    }
  });
  const body = spent.ok ? spent.result?.body.trim() : "";
  if (!spent.ok || !body) {
    const why =
      spent.ok || spent.reason !== "budget"
        ? "The language model did not answer: a template instead."
        : "Today's language-model budget is spent: a template instead.";
    return { ...fallback, notice: why };
  }
  return {
    subject: spent.result?.subject.trim().slice(0, 200) || fallback.subject,
    body: body.slice(0, 5000),
    ai: true,
  };
}
