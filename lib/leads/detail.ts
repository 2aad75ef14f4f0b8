// One lead as the admin's lead page shows it: details, the server's proposed qualification with
// its reasons, every visit's conversation, notes and history. Read by the page on the server
// (app/admin/leads/[id]) and by GET /api/admin/leads/{id}.
import "server-only";
import { cache } from "react";
import { attendeeByReferralCode, listLeadEvents } from "@/lib/db/queries/attendee-find";
import { listLeadBookings } from "@/lib/db/queries/bookings";
import { getLeadSignals, listLeadActivity, listLeadNotes } from "@/lib/db/queries/inbox";
import { type LeadEmailRow, listLeadEmails } from "@/lib/db/queries/lead-emails";
import { listReplies } from "@/lib/db/queries/lead-replies";
import { getLeadTranscript } from "@/lib/db/queries/lead-transcript";
import { liveStateOfLead } from "@/lib/db/queries/live-chat";
import { getSummaryById } from "@/lib/db/queries/summaries";
import { SEAT_STATUSES } from "@/lib/db/schema";
import { referralCodeOf } from "@/lib/events/referral";
import { proposeQualification } from "@/lib/leads/proposal";
import { summaryToWire } from "@/lib/leads/wire";
import type { LeadDetailJson } from "@/lib/validations/lead-detail";

/** The lead, or null when there is none with this id. Once per request (metadata and page). */
export const leadDetail = cache(async (id: string): Promise<LeadDetailJson | null> => {
  const [row, signals] = await Promise.all([getSummaryById({ id }), getLeadSignals({ id })]);
  if (!row || !signals) return null;
  const code = referralCodeOf(row.attribution);
  const [transcript, notes, activity, bookings, emails, live, replies, places, referrer] =
    await Promise.all([
      getLeadTranscript({ leadId: id }),
      listLeadNotes({ leadId: id }),
      listLeadActivity({ leadId: id }),
      listLeadBookings({ leadId: id }),
      listLeadEmails({ leadId: id }),
      liveStateOfLead(id),
      listReplies({ leadId: id }),
      listLeadEvents({ leadId: id }),
      code ? attendeeByReferralCode(code) : null,
    ]);
  const now = Date.now();
  const proposal = proposeQualification(signals);
  return {
    lead: summaryToWire(row),
    chat_qualification: signals.chatQualification,
    visit_count: signals.visitCount,
    proposal: { qualification: proposal.qualification, reasons: proposal.reasons },
    transcript: [
      ...transcript.map((t) => ({
        sender: t.sender,
        author: t.authorName,
        ai_drafted: t.aiDrafted,
        content: t.content,
        sent_at: t.sentAt.toISOString(),
        unverified: t.unverified,
      })),
      ...replies
        .filter((r) => !r.autoReply)
        .map((r) => ({
          sender: "email" as const,
          author: r.fromName ?? r.fromEmail,
          ai_drafted: false,
          content: r.body,
          sent_at: r.sentAt.toISOString(),
          unverified: !r.verified,
        })),
    ].sort((a, b) => a.sent_at.localeCompare(b.sent_at)),
    live: { agent: live?.agent?.name ?? null, can_reply: Boolean(live?.sessionId) },
    notes: notes.map((n) => ({
      id: n.id,
      author: n.author,
      body: n.body,
      created_at: n.createdAt.toISOString(),
    })),
    activity: activity.map((a) => ({
      at: a.at.toISOString(),
      actor: a.actor,
      kind: a.kind,
      from: a.fromValue,
      to: a.toValue,
    })),
    bookings: bookings.map((b) => ({
      provider: b.provider,
      start_at: b.startAt.toISOString(),
      end_at: b.endAt.toISOString(),
      status: b.status,
    })),
    events: places.map((p) => ({
      event_id: p.eventId,
      title: p.title,
      starts_at: p.startsAt.toISOString(),
      ends_at: p.endsAt.toISOString(),
      event_cancelled: p.eventStatus === "cancelled",
      ticket: p.ticketName,
      status: p.status,
      attendance: attendanceOf(p, now),
    })),
    attribution: row.attribution,
    referred_by: referrer
      ? {
          name: referrer.name,
          email: referrer.email,
          lead_id: referrer.leadId,
          event: referrer.eventTitle,
        }
      : null,
    emails: emails.map(emailToWire),
    replies: replies.map((r) => ({
      id: r.id,
      from: r.fromEmail,
      from_name: r.fromName,
      subject: r.subject,
      body: r.body,
      truncated: r.truncated,
      attachments: r.attachments,
      auto_reply: r.autoReply,
      verified: r.verified,
      sent_at: r.sentAt.toISOString(),
    })),
  };
});

/** Attended once marked; a no-show is a seat holder left unmarked after an event where the owner
 * marked others (an event nobody marked says nothing about who came). */
function attendanceOf(
  p: { status: string; attendedAt: Date | null; marked: boolean; endsAt: Date },
  now: number,
) {
  if (!(SEAT_STATUSES as readonly string[]).includes(p.status)) return null;
  if (p.attendedAt) return "attended" as const;
  return p.marked && p.endsAt.getTime() <= now ? ("no_show" as const) : null;
}

export function emailToWire(e: LeadEmailRow): LeadDetailJson["emails"][number] {
  return {
    id: e.id,
    author: e.authorName,
    to: e.toEmail,
    subject: e.subject,
    body: e.body,
    ai_drafted: e.aiDrafted,
    created_at: e.createdAt.toISOString(),
    status: e.deliveredAt
      ? "sent"
      : e.failedAt
        ? "failed"
        : (e.attempts ?? 0) > 0
          ? "retrying"
          : "sending",
    error: e.deliveredAt ? null : e.lastError,
  };
}
