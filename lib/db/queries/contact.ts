import "server-only";
import { desc } from "drizzle-orm";
import { getDb } from "../client";
import { chatSummaries, contactMessages } from "../schema";
import type { NotifyTx } from "./notifications";
import { selectPage } from "./paginate";

export type ContactInput = {
  name: string;
  email: string;
  company?: string | null;
  service?: string | null;
  message?: string | null;
};

const publicColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  company: contactMessages.company,
  service: contactMessages.service,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
};

/**
 * Stores a contact-form message and, in the same transaction, the inbox lead it becomes
 * (source "contact_form"): the owner works it like any chat lead.
 */
export async function createContactMessage(
  input: ContactInput & { serviceLabel?: string | null; interactionDate: string },
  { afterSave }: { afterSave?: (tx: NotifyTx, leadId: string) => Promise<void> } = {},
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
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
        nextStep: "Reply within 24 hours",
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
      })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    if (!row) throw new Error("insert returned no row");
    if (afterSave) await afterSave(tx, lead.id);
    return { ...row, leadId: lead.id };
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
