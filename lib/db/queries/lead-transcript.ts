import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "../client";
import { leadMessages } from "../schema";

export type TranscriptEntry = {
  sender: "user" | "bot" | "agent";
  /** The person who wrote an `agent` line. */
  authorName: string | null;
  aiDrafted: boolean;
  content: string;
  sentAt: Date;
  sessionId: string | null;
  unverified: boolean;
};

/** A lead's conversation, every visit, oldest first. */
export async function getLeadTranscript({
  leadId,
}: {
  leadId: string;
}): Promise<TranscriptEntry[]> {
  const db = await getDb();
  return db
    .select({
      sender: leadMessages.sender,
      authorName: leadMessages.authorName,
      aiDrafted: leadMessages.aiDrafted,
      content: leadMessages.content,
      sentAt: leadMessages.sentAt,
      sessionId: leadMessages.sessionId,
      unverified: leadMessages.unverified,
    })
    .from(leadMessages)
    .where(eq(leadMessages.leadId, leadId))
    .orderBy(leadMessages.sentAt, leadMessages.createdAt);
}
