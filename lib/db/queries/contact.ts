import "server-only";
import { desc } from "drizzle-orm";
import { getDb } from "../client";
import { contactMessages } from "../schema";
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

export async function createContactMessage(input: ContactInput) {
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      company: input.company || null,
      service: input.service || null,
      message: input.message || null,
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error("insert returned no row");
  return row;
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
