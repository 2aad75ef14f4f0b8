import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "../client";
import { chatSummaries } from "../schema";
import { lockEmail } from "./lead-write";

/** A visitor asks to hear of the next event: a "waitlist" lead, once per email; true if made. */
export async function joinWaitlist(input: {
  email: string;
  name: string | null;
  eventTitle: string;
  interactionDate: string;
}): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Two sign-ups of one address at once: the second waits and finds the first.
    await lockEmail(tx, input.email);
    const [held] = await tx
      .select({ id: chatSummaries.id })
      .from(chatSummaries)
      .where(and(eq(chatSummaries.contactEmail, input.email), eq(chatSummaries.source, "waitlist")))
      .limit(1);
    if (held) return false;
    await tx.insert(chatSummaries).values({
      source: "waitlist",
      interactionDate: input.interactionDate,
      contactName: input.name,
      contactEmail: input.email,
      servicesDiscussed: ["Workshops"],
      chatSummary: `Asked to hear about the next event after "${input.eventTitle}".`,
      nextStep: "Email them when the next event is announced",
    });
    return true;
  });
}
