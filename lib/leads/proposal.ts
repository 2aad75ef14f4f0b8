// The qualification proposed for a lead from what the visitor showed (contact, services, pains, a
// call asked for or booked, a return visit); the owner sees it and its reasons beside their own.
import type { LeadQualification } from "@/lib/validations/lead-qualification";

export type LeadSignals = {
  email: string | null;
  phone: string | null;
  servicesDiscussed: string[];
  keyPainPoints: string[];
  callToActionOffered: boolean;
  visitCount: number;
  /** A call booked through the calendar and not cancelled (read for the lead's page only). */
  bookedCall?: boolean;
};

export function proposeQualification(lead: LeadSignals): {
  qualification: LeadQualification;
  points: number;
  reasons: string[];
} {
  const reasons: string[] = [];
  let points = 0;
  const contact = (lead.email ? 2 : 0) + (lead.phone ? 2 : 0);
  if (contact > 0) {
    points += Math.min(3, contact);
    reasons.push(
      lead.email && lead.phone
        ? "Gave an email and a phone number"
        : lead.email
          ? "Gave an email"
          : "Gave a phone number",
    );
  }
  const services = Math.min(2, lead.servicesDiscussed.length);
  if (services > 0) {
    points += services;
    reasons.push(`Asked about ${lead.servicesDiscussed.join(", ")}`);
  }
  if (lead.keyPainPoints.length > 0) {
    points += 1;
    reasons.push(`Named a problem: ${lead.keyPainPoints.join(", ")}`);
  }
  if (lead.callToActionOffered) {
    points += 2;
    reasons.push("Clicked Schedule Call");
  }
  if (lead.bookedCall) {
    points += 3;
    reasons.push("Booked a call");
  }
  if (lead.visitCount > 1) {
    points += 1;
    reasons.push(`Came back (${lead.visitCount} visits)`);
  }
  const qualification: LeadQualification = points >= 5 ? "Hot" : points >= 2 ? "Warm" : "Cold";
  if (reasons.length === 0) reasons.push("No contact details or interests yet");
  return { qualification, points, reasons };
}
