import "server-only";
import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { type LeadFields, type LeadSave, linkedTranscript } from "@/lib/rules/lead-save";
import { type Database, isEmbedded } from "../client";
import {
  chatContexts,
  chatSummaries,
  leadMessages,
  notificationOutbox,
  pushSubscriptions,
} from "../schema";
import type { LeadNotificationPlan, LeadNotificationState } from "./notifications";

// The one statement that writes a chat's save (lead, chat link, transcript, outbox): atomic,
// and on PGlite it shares the thread's group commit.

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Runner = Database | Tx;

/** A lead as a save reads it, with its row version: a write naming it fails if the row changed. */
export type StoredLead = LeadNotificationState &
  LeadFields & { sessionId: string | null; version: string };

/** The email's lock, the one lead_email_unclaimed() takes (PGlite runs transactions alone). */
export async function lockEmail(tx: Tx, email: string) {
  if (isEmbedded()) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead-email:${email}`}))`);
}

/** The SET list of a lead's fields; a request for a person the plan announces is marked too. */
function fieldAssignments(f: LeadFields, plan: LeadNotificationPlan | null): SQL {
  return sql`handoff_requested_at = ${f.handoffRequestedAt}, handoff_message = ${f.handoffMessage},
    handoff_answered_at = ${f.handoffAnsweredAt},
    handoff_notified_at = ${plan?.markHandoff ? sql`now()` : f.handoffNotifiedAt},
    interaction_date = ${f.interactionDate}, contact_name = ${f.contactName},
    contact_email = ${f.contactEmail}, contact_phone = ${f.contactPhone},
    company_name = ${f.companyName}, lead_qualification = ${f.leadQualification},
    services_discussed = ${sql.param(f.servicesDiscussed)}::text[],
    key_pain_points = ${sql.param(f.keyPainPoints)}::text[],
    chat_summary = ${f.chatSummary}, call_to_action_offered = ${f.callToActionOffered},
    next_step = ${f.nextStep}, visit_count = ${f.visitCount}, seq = ${f.seq},
    attribution = ${f.attribution ? JSON.stringify(f.attribution) : null}::jsonb`;
}

const markAssignments = (plan: LeadNotificationPlan | null): SQL =>
  sql.raw(
    [
      plan?.markContact ? ", notified_contact_at = now()" : "",
      plan?.markHot ? ", notified_hot_at = now()" : "",
    ].join(""),
  );

/** On a linked lead, a message it holds already (from another chat or none) is not stored again. */
const heldElsewhere = sql`where not exists (select 1 from ${leadMessages} x
  where x.lead_id = (select id from lead) and x.client_id = m.client_id
    and x.sender = m.sender and x.content = m.content)`;

/** A new lead's chat link, made first and only while the chat has none; the lead needs it. */
const linkNewLead = (sessionId: string, leadId: string, when: SQL) => sql`linked as (
    insert into ${chatContexts} (session_id, context, lead_id)
    select ${sessionId}, '{}'::jsonb, ${leadId}::uuid where ${when}
    on conflict (session_id) do update set lead_id = excluded.lead_id
      where ${chatContexts}.lead_id is null
    returning 1), `;

/** What follows the lead's row in the statement (as `lead`, a CTE of its id). */
function followUps(
  save: LeadSave,
  plan: LeadNotificationPlan | null,
  { linked, link }: { linked: boolean; link: boolean },
): SQL {
  const parts: SQL[] = [];
  if (save.sessionId && link) {
    // Only when unlinked: an idle upsert still locks the chat's row (deadlock with a locked save),
    // and only a merge moves a chat that has a lead.
    parts.push(sql`, linked as (
      insert into ${chatContexts} (session_id, context, lead_id)
      select ${save.sessionId}, '{}'::jsonb, lead.id from lead
      where not exists (select 1 from ${chatContexts} c
        where c.session_id = ${save.sessionId} and c.lead_id = lead.id)
      on conflict (session_id) do update set lead_id = excluded.lead_id
        where ${chatContexts}.lead_id is null)`);
  }
  // A linked save adds the visitor's lines only, marked unverified.
  const transcript = linked ? linkedTranscript(save) : save.transcript;
  if (transcript.length) {
    const messages = JSON.stringify(
      transcript.map((m) => ({
        client_id: m.clientId,
        sender: m.sender,
        content: m.content,
        sent_at: m.sentAt.toISOString(),
      })),
    );
    parts.push(sql`, messages as (
      insert into ${leadMessages} (lead_id, session_id, client_id, sender, content, sent_at, unverified)
      select lead.id, ${save.sessionId}, m.client_id, m.sender, m.content, m.sent_at, ${linked}
      from lead, jsonb_to_recordset(${messages}::jsonb)
        as m(client_id text, sender text, content text, sent_at timestamptz)
      ${linked ? heldElsewhere : sql``}
      on conflict (session_id, client_id) do nothing)`);
  }
  if (plan?.outbox.length) {
    parts.push(sql`, queued as (
      insert into ${notificationOutbox} (lead_id, event, channel, payload)
      select lead.id, o.event, o.channel, o.payload
      from lead, jsonb_to_recordset(${JSON.stringify(plan.outbox)}::jsonb)
        as o(event text, channel text, payload jsonb)
      where o.channel <> 'push' or exists (select 1 from ${pushSubscriptions}))`);
  }
  return sql.join(parts, sql``);
}

type Count = { rows: Array<{ n: number }> };
const affected = (result: unknown) => (result as Count).rows[0]?.n ?? 0;

/** Updates `lead` unless its row changed since it was read (false: read again). */
export async function updateLead(
  db: Runner,
  lead: StoredLead,
  fields: LeadFields,
  save: LeadSave,
  plan: LeadNotificationPlan | null,
  linked: boolean,
): Promise<boolean> {
  const touched = fields !== lead || plan !== null;
  const result = await db.execute(sql`
    with lead as (
      update ${chatSummaries} set ${fieldAssignments(fields, plan)}${markAssignments(plan)},
        updated_at = ${touched ? sql`now()` : sql`updated_at`}
      where id = ${lead.id} and xmin = ${lead.version}::xid
      returning id)${followUps(save, plan, { linked, link: true })}
    select count(*)::int as n from lead`);
  return affected(result) === 1;
}

/** The lead a save creates, before it is stored. */
export function newStoredLead(fields: LeadFields, save: LeadSave) {
  return {
    ...fields,
    id: randomUUID(),
    sessionId: save.sessionId,
    createdAt: new Date(),
    status: "New" as const,
    source: "chat" as const,
    ownerQualification: null,
    notifiedContactAt: null,
    notifiedHotAt: null,
    followUpAt: null,
    dealValueCents: null,
    expectedCloseOn: null,
    // Set by the owners' rule as the row is written (assignedByRule).
    assigneeId: null,
  };
}

/** The admin the owners' rule gives a new chat lead (site_settings "lead_assignment"): a chosen
 * one, or in turn the opted-in admin whose latest assigned lead is oldest; else nobody. */
const assignedByRule = sql`(select case s.value->>'mode'
    when 'admin' then (select u.id from users u where u.id::text = s.value->>'admin_id')
    when 'round_robin' then (select u.id from users u where u.takes_new_leads
      order by (select max(c.created_at) from chat_summaries c where c.assignee_id = u.id)
        asc nulls first, u.created_at, u.id limit 1)
  end from site_settings s where s.name = 'lead_assignment')`;

/** Creates `lead` unless its email or its chat has a lead by then (false: read again). */
export async function insertLead(
  db: Runner,
  lead: ReturnType<typeof newStoredLead>,
  save: LeadSave,
  plan: LeadNotificationPlan | null,
): Promise<boolean> {
  const email = lead.contactEmail;
  const unclaimed = email
    ? sql`lead_email_unclaimed(${email}, ${save.sessionId ?? ""})`
    : sql`true`;
  const link = save.sessionId ? linkNewLead(save.sessionId, lead.id, unclaimed) : sql``;
  const guard = save.sessionId ? sql`exists (select 1 from linked)` : unclaimed;
  const result = await db.execute(sql`
    with ${link}lead as (
      insert into ${chatSummaries} (id, session_id, source, created_at, updated_at,
        interaction_date, contact_name, contact_email, contact_phone, company_name,
        lead_qualification, services_discussed, key_pain_points, chat_summary,
        call_to_action_offered, next_step, visit_count, seq,
        notified_contact_at, notified_hot_at,
        handoff_requested_at, handoff_message, handoff_notified_at, attribution, assignee_id)
      select ${lead.id}, ${lead.sessionId}, 'chat', ${lead.createdAt}, ${lead.createdAt},
        ${lead.interactionDate}, ${lead.contactName}, ${email}, ${lead.contactPhone},
        ${lead.companyName}, ${lead.leadQualification}, ${sql.param(lead.servicesDiscussed)}::text[],
        ${sql.param(lead.keyPainPoints)}::text[], ${lead.chatSummary}, ${lead.callToActionOffered},
        ${lead.nextStep}, ${lead.visitCount}, ${lead.seq},
        ${plan?.markContact ? lead.createdAt : null}, ${plan?.markHot ? lead.createdAt : null},
        ${lead.handoffRequestedAt}, ${lead.handoffMessage}, ${plan?.markHandoff ? lead.createdAt : null},
        ${lead.attribution ? JSON.stringify(lead.attribution) : null}::jsonb, ${assignedByRule}
      where ${guard}
      returning id)${followUps(save, plan, { linked: false, link: false })}
    select count(*)::int as n from lead`);
  return affected(result) === 1;
}
