import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { LEAD_STATUSES, type LeadStatus } from "@/lib/validations/lead-status";
import type { LeadSource } from "@/lib/validations/summaries";
import { getDb } from "../client";

export type BoardCard = {
  id: string;
  name: string;
  company: string | null;
  valueCents: number | null;
  followUpAt: string | null;
  status: LeadStatus;
  assigneeId: string | null;
};
export type BoardColumn = {
  status: LeadStatus;
  count: number;
  valueCents: number;
  cards: BoardCard[];
};

/** The board's columns: every reachable lead (an email or a phone) by status, each column's
 * count and value, and its first `perColumn` cards (the next follow-up first, then the newest). */
export async function boardColumns({
  source,
  assignee,
  perColumn = 50,
}: {
  source?: LeadSource;
  /** An admin's id, or "unassigned". */
  assignee?: string;
  perColumn?: number;
}): Promise<BoardColumn[]> {
  const db = await getDb();
  const where: SQL = sql`(contact_email is not null or contact_phone is not null)${
    source ? sql` and source = ${source}` : sql``
  }${
    assignee === "unassigned"
      ? sql` and assignee_id is null`
      : assignee
        ? sql` and assignee_id = ${assignee}`
        : sql``
  }`;
  const totals = (await db.execute(
    sql`select status, count(*)::int as n, coalesce(sum(deal_value_cents), 0) as value
      from chat_summaries where ${where} group by status`,
  )) as unknown as { rows: { status: LeadStatus; n: number; value: string | number }[] };
  const cards = (await db.execute(
    sql`select id, name, company, value, follow_up_at, status, assignee_id from (
        select id, coalesce(contact_name, contact_email, contact_phone) as name,
          company_name as company, deal_value_cents as value, follow_up_at, status, assignee_id,
          row_number() over (partition by status
            order by follow_up_at asc nulls last, updated_at desc, id) as place
        from chat_summaries where ${where}) c
      where place <= ${perColumn}
      order by place`,
  )) as unknown as {
    rows: {
      id: string;
      name: string;
      company: string | null;
      value: string | number | null;
      follow_up_at: string | Date | null;
      status: LeadStatus;
      assignee_id: string | null;
    }[];
  };
  return LEAD_STATUSES.map((status) => {
    const total = totals.rows.find((t) => t.status === status);
    return {
      status,
      count: Number(total?.n ?? 0),
      valueCents: Number(total?.value ?? 0),
      cards: cards.rows
        .filter((c) => c.status === status)
        .map((c) => ({
          id: c.id,
          name: c.name,
          company: c.company,
          valueCents: c.value === null ? null : Number(c.value),
          followUpAt: c.follow_up_at === null ? null : new Date(c.follow_up_at).toISOString(),
          status,
          assigneeId: c.assignee_id,
        })),
    };
  });
}
