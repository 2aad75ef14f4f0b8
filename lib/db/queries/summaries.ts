import "server-only";
import {
  and,
  desc,
  eq,
  gte,
  ilike,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { agencyToday } from "@/lib/rules/follow-up";
import type { AttributionJson } from "@/lib/validations/attribution";
import { CLOSED_STATUSES, type LeadStatus } from "@/lib/validations/lead-status";
import type { ChatSummaryJson, FollowUpDue } from "@/lib/validations/summaries";
import { getDb } from "../client";
import { chatSummaries, type LeadQualification, type LeadSource, leadMessages } from "../schema";
import { likePattern, type PageRequest, selectPage } from "./paginate";
import { replyWaiting } from "./reply-waiting";

/** The fields a lead holds (what saves change and the dashboard shows). */
export const leadFieldColumns = {
  interactionDate: chatSummaries.interactionDate,
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

// Every column the dashboard shows (spec §3); not the session id, which is the visitor's.
export const listColumns = {
  id: chatSummaries.id,
  createdAt: chatSummaries.createdAt,
  ...leadFieldColumns,
  status: chatSummaries.status,
  source: chatSummaries.source,
  ownerQualification: chatSummaries.ownerQualification,
  handoffRequestedAt: chatSummaries.handoffRequestedAt,
  handoffMessage: chatSummaries.handoffMessage,
  handoffAnsweredAt: chatSummaries.handoffAnsweredAt,
  followUpAt: chatSummaries.followUpAt,
  attribution: chatSummaries.attribution,
  dealValueCents: chatSummaries.dealValueCents,
  expectedCloseOn: chatSummaries.expectedCloseOn,
  assigneeId: chatSummaries.assigneeId,
};

/** The columns the dashboard lists (spec §3). */
export type LeadRow = {
  id: string;
  interactionDate: string;
  createdAt: Date;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  companyName: string | null;
  leadQualification: ChatSummaryJson["lead_qualification"];
  servicesDiscussed: string[];
  keyPainPoints: string[];
  chatSummary: string;
  callToActionOffered: boolean;
  nextStep: string;
  status: ChatSummaryJson["status"];
  source: ChatSummaryJson["source"];
  ownerQualification: ChatSummaryJson["owner_qualification"];
  handoffRequestedAt: Date | null;
  handoffMessage: string | null;
  handoffAnsweredAt: Date | null;
  followUpAt: Date | null;
  attribution: AttributionJson | null;
  dealValueCents: number | null;
  expectedCloseOn: string | null;
  assigneeId: string | null;
};

export type SummaryRow = LeadRow;

/** Dates are 'YYYY-MM-DD' and both ends are inclusive. */
export type SummaryFilter = {
  /** The qualification the owner sees: theirs when set, else the chat's. */
  qualification?: LeadQualification;
  status?: LeadStatus;
  source?: LeadSource;
  /** Words in the name, email, company, summary or conversation. */
  search?: string;
  /** Follow-ups due on the agency's today, on a day already past, or a reply by email not yet
   * answered (open leads only). */
  due?: FollowUpDue;
  /** The visitor's utm_source / utm_campaign at the first touch or the latest (any case). */
  utmSource?: string;
  utmCampaign?: string;
  /** Whose leads: an admin's id, or "unassigned". */
  assignee?: string;
  from?: string;
  to?: string;
};

/** A utm_ value of either touch, compared without case. */
const touched = (key: "utm_source" | "utm_campaign", value: string) =>
  sql`(lower(${chatSummaries.attribution}->'first'->>${key}) = ${value.toLowerCase()}
    or lower(${chatSummaries.attribution}->'last'->>${key}) = ${value.toLowerCase()})`;

function filterWhere({
  qualification,
  status,
  source,
  search,
  due,
  utmSource,
  utmCampaign,
  assignee,
  from,
  to,
}: SummaryFilter): SQL | undefined {
  const pattern = search ? likePattern(search) : undefined;
  const day = due ? agencyToday() : null;
  return and(
    day
      ? and(
          due === "replied"
            ? replyWaiting
            : due === "today"
              ? and(gte(chatSummaries.followUpAt, day.start), lt(chatSummaries.followUpAt, day.end))
              : lt(chatSummaries.followUpAt, day.start),
          notInArray(chatSummaries.status, CLOSED_STATUSES),
        )
      : undefined,
    qualification
      ? sql`coalesce(${chatSummaries.ownerQualification}, ${chatSummaries.leadQualification}) = ${qualification}`
      : undefined,
    status ? eq(chatSummaries.status, status) : undefined,
    assignee === "unassigned"
      ? isNull(chatSummaries.assigneeId)
      : assignee
        ? eq(chatSummaries.assigneeId, assignee)
        : undefined,
    utmSource ? touched("utm_source", utmSource) : undefined,
    utmCampaign ? touched("utm_campaign", utmCampaign) : undefined,
    source ? eq(chatSummaries.source, source) : undefined,
    pattern
      ? or(
          ilike(chatSummaries.contactName, pattern),
          ilike(chatSummaries.contactEmail, pattern),
          ilike(chatSummaries.companyName, pattern),
          ilike(chatSummaries.chatSummary, pattern),
          sql`exists (select 1 from ${leadMessages} where ${leadMessages.leadId} = ${chatSummaries.id} and ${leadMessages.content} ilike ${pattern})`,
        )
      : undefined,
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
}: SummaryFilter & PageRequest): Promise<{ summaries: SummaryRow[]; total: number }> {
  const where = filterWhere(filter);
  const { rows, total } = await selectPage(
    await getDb(),
    chatSummaries,
    where,
    { page, limit },
    (db) =>
      db
        .select(listColumns)
        .from(chatSummaries)
        .where(where)
        // An open request for a person comes first; the follow-up lists then put a lead waiting
        // for an answer to its reply.
        .orderBy(
          sql`(${chatSummaries.handoffRequestedAt} is not null and ${chatSummaries.handoffAnsweredAt} is null) desc`,
          ...(filter.due ? [sql`${replyWaiting} desc`] : []),
          ...newestFirst,
        )
        .$dynamic(),
  );
  return { summaries: rows, total };
}

/** Every matching summary, newest first, in keyset-paginated batches. The cursor keeps created_at
 * as Postgres text: a JavaScript Date would round its microseconds and skip rows. */
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

/** One lead by id, with the dashboard's columns; null when there is none. */
export async function getSummaryById({ id }: { id: string }): Promise<SummaryRow | null> {
  const db = await getDb();
  const [row] = await db
    .select(listColumns)
    .from(chatSummaries)
    .where(eq(chatSummaries.id, id))
    .limit(1);
  return row ?? null;
}
