import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { AttributionJson } from "@/lib/validations/attribution";
import { type Database, getDb } from "../client";
import { type ContactMessage, chatSummaries, contactMessages } from "../schema";
import type { NotifyTx } from "./notifications";
import { selectPage } from "./paginate";

export type ContactInput = {
  name: string;
  email: string;
  company?: string | null;
  service?: string | null;
  message?: string | null;
  /** Where the visitor came from, as their browser recorded it. */
  attribution?: AttributionJson | null;
  /** "call": they asked to be called, which the inbox treats as a request for a person. */
  intent?: "call";
};

/** What the lead of a call request says in the inbox's "wants a person" line. */
export const CALL_REQUEST_MESSAGE = "Asked for a call on the contact page";

const publicColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  company: contactMessages.company,
  service: contactMessages.service,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
};

/** The same form sent again under a submission key already used for a different message. */
export class SubmissionKeyReused extends Error {}

const sameMessage = (
  a: ContactInput,
  b: Pick<ContactMessage, "name" | "email" | "company" | "service" | "message">,
): boolean =>
  a.name === b.name &&
  a.email === b.email &&
  (a.company || null) === b.company &&
  (a.service || null) === b.service &&
  (a.message || null) === b.message;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Runner = Database | Tx;

/** The message stored under `submissionKey` as first answered (null when none); throws
 * SubmissionKeyReused when it is not `input`. */
async function storedSubmission(db: Runner, input: ContactInput, submissionKey: string) {
  const [stored] = await db
    .select({
      id: contactMessages.id,
      createdAt: contactMessages.createdAt,
      leadId: contactMessages.leadId,
      name: contactMessages.name,
      email: contactMessages.email,
      company: contactMessages.company,
      service: contactMessages.service,
      message: contactMessages.message,
    })
    .from(contactMessages)
    .where(eq(contactMessages.submissionKey, submissionKey))
    .limit(1);
  if (!stored) return null;
  if (!sameMessage(input, stored)) throw new SubmissionKeyReused();
  return { id: stored.id, createdAt: stored.createdAt, leadId: stored.leadId, repeated: true };
}

/** A resend of a message stored under `submissionKey`. Under the key's lock, so a resend that
 * overtook its first send waits for it. */
export async function findContactSubmission(input: ContactInput, submissionKey: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockSubmission(tx, submissionKey);
    return storedSubmission(tx, input, submissionKey);
  });
}

const lockSubmission = (tx: Tx, submissionKey: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact-submission:${submissionKey}`}))`);

/** Stores a contact message and its inbox lead in one transaction. A `submissionKey` already
 * stored answers that message instead (`repeated`), waiting on the key's lock. */
export async function createContactMessage(
  input: ContactInput & { serviceLabel?: string | null; interactionDate: string },
  {
    afterSave,
    submissionKey,
  }: {
    afterSave?: (tx: NotifyTx, leadId: string) => Promise<void>;
    submissionKey?: string;
  } = {},
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (submissionKey) {
      await lockSubmission(tx, submissionKey);
      const stored = await storedSubmission(tx, input, submissionKey);
      if (stored) return stored;
    }
    const call = input.intent === "call";
    const [lead] = await tx
      .insert(chatSummaries)
      .values({
        source: "contact_form",
        interactionDate: input.interactionDate,
        contactName: input.name,
        contactEmail: input.email.toLowerCase(),
        companyName: input.company || null,
        servicesDiscussed: input.serviceLabel ? [input.serviceLabel] : [],
        chatSummary: input.message || "(no message)",
        nextStep: call ? "Call them: they asked for a call" : "Reply within 24 hours",
        attribution: input.attribution ?? null,
        ...(call ? { handoffRequestedAt: new Date(), handoffMessage: CALL_REQUEST_MESSAGE } : {}),
      })
      .returning({ id: chatSummaries.id });
    if (!lead) throw new Error("insert returned no row");
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        company: input.company || null,
        service: input.service || null,
        message: input.message || null,
        leadId: lead.id,
        submissionKey: submissionKey ?? null,
      })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    if (!row) throw new Error("insert returned no row");
    if (afterSave) await afterSave(tx, lead.id);
    return { ...row, leadId: lead.id, repeated: false };
  });
}

export async function listContactMessages({
  page = 1,
  limit = 20,
}: {
  page?: number;
  limit?: number;
}) {
  const { rows, total } = await selectPage(
    await getDb(),
    contactMessages,
    undefined,
    { page, limit },
    (db) =>
      db
        .select(publicColumns)
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt))
        .$dynamic(),
  );
  return { messages: rows, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
}
