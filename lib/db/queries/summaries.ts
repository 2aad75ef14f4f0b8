import "server-only";
import { and, count, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import { getDb } from "../client";
import { chatSummaries, type LeadQualification } from "../schema";

// Every column the dashboard shows (spec §3); not the session id, which is the visitor's.
const listColumns = {
  id: chatSummaries.id,
  interactionDate: chatSummaries.interactionDate,
  createdAt: chatSummaries.createdAt,
  contactName: chatSummaries.contactName,
  contactEmail: chatSummaries.contactEmail,
  contactPhone: chatSummaries.contactPhone,
  companyName: chatSummaries.companyName,
  leadQualification: chatSummaries.leadQualification,
  servicesDiscussed: chatSummaries.servicesDiscussed,
  keyPainPoints: chatSummaries.keyPainPoints,
  chatSummary: chatSummaries.chatSummary,
  callToActionOffered: chatSummaries.callToActionOffered,
  nextStep: chatSummaries.nextStep,
};

export type SummaryRow = {
  id: string;
  interactionDate: string;
  createdAt: Date;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  companyName: string | null;
  leadQualification: LeadQualification;
  servicesDiscussed: string[];
  keyPainPoints: string[];
  chatSummary: string;
  callToActionOffered: boolean;
  nextStep: string;
};

/** Dates are 'YYYY-MM-DD' and both ends are inclusive. */
export type SummaryFilter = {
  qualification?: LeadQualification;
  from?: string;
  to?: string;
};

function filterWhere({ qualification, from, to }: SummaryFilter): SQL | undefined {
  return and(
    qualification ? eq(chatSummaries.leadQualification, qualification) : undefined,
    from ? gte(chatSummaries.interactionDate, from) : undefined,
    to ? lte(chatSummaries.interactionDate, to) : undefined,
  );
}

// Newest first; the id breaks ties so pages and export batches never overlap or skip.
const newestFirst = [
  desc(chatSummaries.interactionDate),
  desc(chatSummaries.createdAt),
  desc(chatSummaries.id),
];

export async function listSummaries({
  page,
  limit,
  ...filter
}: SummaryFilter & { page: number; limit: number }): Promise<{
  summaries: SummaryRow[];
  total: number;
}> {
  const db = await getDb();
  const where = filterWhere(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select(listColumns)
      .from(chatSummaries)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(chatSummaries).where(where),
  ]);
  return { summaries: rows, total: Number(totals?.total ?? 0) };
}

/**
 * Every summary matching the filter, newest first, in batches: for exports of any size without
 * holding them all in memory. Keyset pagination (not OFFSET) keeps each batch an index scan and
 * stays correct while new leads arrive. The cursor keeps created_at as Postgres text, because a
 * JavaScript Date would round its microseconds and skip rows.
 */
export async function* iterateSummaries({
  batchSize = 500,
  ...filter
}: SummaryFilter & { batchSize?: number }): AsyncGenerator<SummaryRow[]> {
  const db = await getDb();
  const where = filterWhere(filter);
  let cursor: { date: string; createdAt: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? sql`(${chatSummaries.interactionDate}, ${chatSummaries.createdAt}, ${chatSummaries.id}) < (${cursor.date}::date, ${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const rows = await db
      .select({ ...listColumns, cursorCreatedAt: sql<string>`${chatSummaries.createdAt}::text` })
      .from(chatSummaries)
      .where(and(where, after))
      .orderBy(...newestFirst)
      .limit(batchSize);
    if (rows.length === 0) return;
    const last = rows.at(-1);
    yield rows.map(({ cursorCreatedAt: _, ...row }) => row);
    if (!last || rows.length < batchSize) return;
    cursor = { date: last.interactionDate, createdAt: last.cursorCreatedAt, id: last.id };
  }
}
