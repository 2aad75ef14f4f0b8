// How a save from the chat changes a lead (pure). A lead's own session updates it; a save linked
// by email alone may be a stranger's, so it may only add, and never raise the lead's standing.
import type { AttributionJson } from "@/lib/validations/attribution";
import type { LeadQualification } from "@/lib/validations/lead-qualification";
import { chatSummaryText, nextStep } from "./lead-summary";

export type LeadContact = {
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
};

export type TranscriptMessage = {
  clientId: string;
  sender: "user" | "bot";
  content: string;
  sentAt: Date;
};

/** A visitor's request to talk to a person. */
export type Handoff = { requestedAt: Date; message: string };

/** One save as the chat sends it, in the server's terms. */
export type LeadSave = {
  sessionId: string | null;
  seq: number | null;
  interactionDate: string;
  contact: LeadContact;
  chatSummary: string;
  servicesDiscussed: string[];
  keyPainPoints: string[];
  callToActionOffered: boolean;
  nextStep: string;
  leadQualification: LeadQualification;
  visitCount: number;
  transcript: TranscriptMessage[];
  handoff: Handoff | null;
  /** Where the visitor came from, as their browser recorded it. */
  attribution: AttributionJson | null;
};

/** The fields of a lead a save can change. */
export type LeadFields = {
  interactionDate: string;
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
  visitCount: number;
  seq: number;
  handoffRequestedAt: Date | null;
  handoffMessage: string | null;
  handoffAnsweredAt: Date | null;
  /** When the owner was told of the request; null for a request not announced yet. */
  handoffNotifiedAt: Date | null;
  attribution: AttributionJson | null;
};

/** a, then what b adds, without repeats. */
export const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];

const later = (a: string, b: string) => (b > a ? b : a);

const NO_HANDOFF = {
  handoffRequestedAt: null,
  handoffMessage: null,
  handoffAnsweredAt: null,
  handoffNotifiedAt: null,
};

/** A new lead from its first save. */
export function newLead(save: LeadSave): LeadFields {
  return withHandoff(
    {
      interactionDate: save.interactionDate,
      contactName: save.contact.name,
      contactEmail: save.contact.email,
      contactPhone: save.contact.phone,
      companyName: save.contact.company,
      leadQualification: save.leadQualification,
      servicesDiscussed: save.servicesDiscussed,
      keyPainPoints: save.keyPainPoints,
      chatSummary: save.chatSummary,
      callToActionOffered: save.callToActionOffered,
      nextStep: save.nextStep,
      visitCount: Math.max(1, save.visitCount),
      seq: save.seq ?? 0,
      ...NO_HANDOFF,
      attribution: save.attribution,
    },
    save,
  );
}

/** The first touch stays as first recorded; the latest visit's replaces the one before. */
const laterTouch = (kept: AttributionJson | null, sent: AttributionJson | null) =>
  sent ? { first: kept?.first ?? sent.first, last: sent.last } : kept;

/** A request for a person is kept when the lead can be reached and has none open (one notification). */
function withHandoff(lead: LeadFields, save: LeadSave): LeadFields {
  const h = save.handoff;
  if (!h || !(lead.contactEmail || lead.contactPhone)) return lead;
  const open = lead.handoffRequestedAt !== null && lead.handoffAnsweredAt === null;
  const newer = !lead.handoffRequestedAt || h.requestedAt > lead.handoffRequestedAt;
  if (open || !newer) return lead;
  return {
    ...lead,
    handoffRequestedAt: h.requestedAt,
    handoffMessage: h.message,
    handoffAnsweredAt: null,
    handoffNotifiedAt: null,
  };
}

/** The lead after its own session's save: an older sequence changes nothing; a newer one replaces
 * what it says and keeps what it leaves blank. */
export function applyOwnerSave(lead: LeadFields, save: LeadSave): LeadFields {
  if (save.seq !== null && save.seq <= lead.seq) return withHandoff(lead, save);
  const services = union(lead.servicesDiscussed, save.servicesDiscussed);
  const cta = lead.callToActionOffered || save.callToActionOffered;
  return withHandoff(
    {
      interactionDate: later(lead.interactionDate, save.interactionDate),
      contactName: save.contact.name ?? lead.contactName,
      contactEmail: save.contact.email ?? lead.contactEmail,
      contactPhone: save.contact.phone ?? lead.contactPhone,
      companyName: save.contact.company ?? lead.companyName,
      leadQualification: save.leadQualification,
      servicesDiscussed: services,
      keyPainPoints: union(lead.keyPainPoints, save.keyPainPoints),
      chatSummary: chatSummaryText(services),
      callToActionOffered: cta,
      nextStep: nextStep(cta),
      visitCount: Math.max(lead.visitCount, save.visitCount),
      seq: save.seq ?? lead.seq,
      handoffRequestedAt: lead.handoffRequestedAt,
      handoffMessage: lead.handoffMessage,
      handoffAnsweredAt: lead.handoffAnsweredAt,
      handoffNotifiedAt: lead.handoffNotifiedAt,
      attribution: laterTouch(lead.attribution, save.attribution),
    },
    save,
  );
}

/** A save linked by email alone fills only an empty name or company: whoever typed the address
 * may not own it. */
export function applyLinkedSave(lead: LeadFields, save: LeadSave): LeadFields {
  return {
    ...lead,
    interactionDate: later(lead.interactionDate, save.interactionDate),
    contactName: lead.contactName ?? save.contact.name,
    companyName: lead.companyName ?? save.contact.company,
  };
}

/** What a linked save may add to the transcript: the visitor's own words, not the assistant's. */
export const linkedTranscript = (save: LeadSave) =>
  save.transcript.filter((m) => m.sender === "user");

/** A session's own lead that learned an older lead's email joins it: `into` takes from `from`
 * only what a linked save may give. */
export function mergeLeads(into: LeadFields, from: LeadFields): LeadFields {
  return applyLinkedSave(into, {
    sessionId: null,
    seq: null,
    interactionDate: from.interactionDate,
    contact: {
      name: from.contactName,
      email: from.contactEmail,
      phone: from.contactPhone,
      company: from.companyName,
    },
    chatSummary: from.chatSummary,
    servicesDiscussed: from.servicesDiscussed,
    keyPainPoints: from.keyPainPoints,
    callToActionOffered: from.callToActionOffered,
    nextStep: from.nextStep,
    leadQualification: from.leadQualification,
    visitCount: from.visitCount,
    transcript: [],
    attribution: null,
    handoff: null,
  });
}

/** A stored lead as a save sees it. */
export type ExistingLead = LeadFields & { id: string; sessionId: string | null };

/** What a save finds: the lead its chat is linked to, and the newest other lead with its email. */
export type SaveState<L extends ExistingLead> = { current: L | null; byEmail: L | null };

/** What a save does; `linked`: not the chat's own lead; `first`: it gives the chat a lead. */
export type SaveStep<L extends ExistingLead> =
  | { kind: "create"; fields: LeadFields }
  | { kind: "update"; lead: L; fields: LeadFields; linked: boolean; first: boolean }
  | { kind: "merge"; from: L; into: L };

/** The rules above, applied once to what the save found. */
export function decideSave<L extends ExistingLead>(
  state: SaveState<L>,
  save: LeadSave,
): SaveStep<L> {
  // A lead this chat made is its own however it was found (by its email, read just after the
  // chat's save that created it).
  const mine = save.sessionId !== null && state.byEmail?.sessionId === save.sessionId;
  const current = state.current ?? (mine ? state.byEmail : null);
  const byEmail = mine ? null : state.byEmail;
  if (current) {
    const own = save.sessionId !== null && current.sessionId === save.sessionId;
    if (!own) {
      const fields = applyLinkedSave(current, save);
      return { kind: "update", lead: current, fields, linked: true, first: false };
    }
    if (save.contact.email && !current.contactEmail && byEmail) {
      return { kind: "merge", from: current, into: byEmail };
    }
    return {
      kind: "update",
      lead: current,
      fields: applyOwnerSave(current, save),
      linked: false,
      first: false,
    };
  }
  if (byEmail) {
    const fields = applyLinkedSave(byEmail, save);
    return { kind: "update", lead: byEmail, fields, linked: true, first: true };
  }
  return { kind: "create", fields: newLead(save) };
}
