import "server-only";
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { LeadStatus } from "@/lib/validations/lead-status";
import type { LeadSource } from "@/lib/validations/summaries";
import { getDb } from "../client";
import { chatSummaries, leadActivity, leadNotes } from "../schema";
import { lockEmail, type Tx } from "./lead-write";

export type ManualLead = {
  name: string;
  email: string | null;
  phone: string | null;
  companyName: string | null;
  source: LeadSource;
  note: string | null;
  dealValueCents: number | null;
  expectedCloseOn: string | null;
  status: LeadStatus;
  interactionDate: string;
  summary: string;
};

type Author = { id: string; name: string };

/** A lead the owner adds: a known email joins its newest lead (filling only empty fields, adding
 * the note), as every other path does; otherwise a new one. One transaction. */
export async function addManualLead(
  lead: ManualLead,
  author: Author,
): Promise<{ id: string; created: boolean }> {
  const db = await getDb();
  return db.transaction((tx) => addManualLeadIn(tx, lead, author));
}

/** Leads imported in transactions of `chunk` rows: a failure loses its chunk whole, never half a
 * row, and the others stand. Answers what each row did, in order (`null`: its chunk failed). */
export async function addManualLeads(
  leads: ManualLead[],
  author: Author,
  chunk = 250,
): Promise<({ id: string; created: boolean } | null)[]> {
  const db = await getDb();
  const results: ({ id: string; created: boolean } | null)[] = [];
  for (let at = 0; at < leads.length; at += chunk) {
    const part = leads.slice(at, at + chunk);
    try {
      results.push(
        ...(await db.transaction(async (tx) => {
          const done: { id: string; created: boolean }[] = [];
          for (const lead of part) done.push(await addManualLeadIn(tx, lead, author));
          return done;
        })),
      );
    } catch (err) {
      console.error("[leads] an import chunk failed:", err);
      results.push(...part.map(() => null));
    }
  }
  return results;
}

/** Which of these (lower-case) emails already have a lead: the preview's "would join". */
export async function knownLeadEmails(emails: string[]): Promise<Set<string>> {
  const db = await getDb();
  const known = new Set<string>();
  for (let at = 0; at < emails.length; at += 1000) {
    const rows = await db
      .selectDistinct({ email: sql<string>`lower(${chatSummaries.contactEmail})` })
      .from(chatSummaries)
      .where(inArray(sql`lower(${chatSummaries.contactEmail})`, emails.slice(at, at + 1000)));
    for (const { email } of rows) known.add(email);
  }
  return known;
}

async function addManualLeadIn(
  tx: Tx,
  lead: ManualLead,
  author: Author,
): Promise<{ id: string; created: boolean }> {
  let known: { id: string } | undefined;
  if (lead.email) {
    // Two adds of one address at once: the second waits and joins the first.
    await lockEmail(tx, lead.email);
    [known] = await tx
      .select({ id: chatSummaries.id })
      .from(chatSummaries)
      // Addresses are stored as typed by older paths: the same mailbox in any case joins.
      .where(sql`lower(${chatSummaries.contactEmail}) = ${lead.email.toLowerCase()}`)
      .orderBy(desc(chatSummaries.createdAt))
      .limit(1)
      .for("update");
  }
  let id: string;
  if (known) {
    id = known.id;
    const keep = <T>(column: T, value: unknown) =>
      value === null ? column : sql`coalesce(${column}, ${value})`;
    await tx
      .update(chatSummaries)
      .set({
        contactName: keep(chatSummaries.contactName, lead.name),
        contactPhone: keep(chatSummaries.contactPhone, lead.phone),
        companyName: keep(chatSummaries.companyName, lead.companyName),
        dealValueCents: keep(chatSummaries.dealValueCents, lead.dealValueCents),
        expectedCloseOn: keep(chatSummaries.expectedCloseOn, lead.expectedCloseOn),
        updatedAt: new Date(),
      })
      .where(eq(chatSummaries.id, id));
  } else {
    const [made] = await tx
      .insert(chatSummaries)
      .values({
        source: lead.source,
        interactionDate: lead.interactionDate,
        contactName: lead.name,
        contactEmail: lead.email,
        contactPhone: lead.phone,
        companyName: lead.companyName,
        chatSummary: lead.summary,
        nextStep: "Follow up",
        status: lead.status,
        firstContactedAt: lead.status === "New" ? null : new Date(),
        dealValueCents: lead.dealValueCents,
        expectedCloseOn: lead.expectedCloseOn,
      })
      .returning({ id: chatSummaries.id });
    if (!made) throw new Error("insert returned no row");
    id = made.id;
    await tx
      .insert(leadActivity)
      .values({ leadId: id, actor: author.name, kind: "created", toValue: lead.source });
  }
  if (lead.note) {
    await tx
      .insert(leadNotes)
      .values({ leadId: id, authorId: author.id, authorName: author.name, body: lead.note });
    await tx
      .insert(leadActivity)
      .values({ leadId: id, actor: author.name, kind: "note", toValue: lead.note.slice(0, 200) });
  }
  return { id, created: !known };
}
