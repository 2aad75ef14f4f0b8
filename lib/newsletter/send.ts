// Queues the issue of every live post that asked for one and has not had it, and has the
// outbox send it after the response (lib/notify/deliver.ts spaces it out and retries).
import "server-only";
import { queueDueIssues } from "@/lib/db/queries/newsletter-issues";
import { deliverAfterResponse } from "@/lib/notify/deliver";

export async function sendDueIssues() {
  const sent = await queueDueIssues();
  if (sent.length > 0) deliverAfterResponse();
  return sent;
}
