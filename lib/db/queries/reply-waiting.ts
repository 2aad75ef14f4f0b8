import "server-only";
import { sql } from "drizzle-orm";
import { chatSummaries, leadEmails, leadMessages } from "../schema";

/** The lead answered by email and nobody has written back since (an email, or a reply in the
 * chat): what the inbox's "Replied, not answered" and the digest's first section list. */
export const replyWaiting = sql`(${chatSummaries.lastReplyAt} is not null
  and not exists (select 1 from ${leadEmails} where ${leadEmails.leadId} = ${chatSummaries.id}
    and ${leadEmails.createdAt} > ${chatSummaries.lastReplyAt})
  and not exists (select 1 from ${leadMessages} where ${leadMessages.leadId} = ${chatSummaries.id}
    and ${leadMessages.sender} = 'agent' and ${leadMessages.sentAt} > ${chatSummaries.lastReplyAt}))`;
