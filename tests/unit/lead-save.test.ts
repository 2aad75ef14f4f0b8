// How saves change a lead: the owner session updates it (newest wins), linked sessions only add.
import { describe, expect, it } from "vitest";
import { applyLinkedSave, applyOwnerSave, type LeadSave, newLead } from "@/lib/leads/save";

const save = (over: Partial<LeadSave> = {}): LeadSave => ({
  sessionId: "s1",
  seq: 1,
  interactionDate: "2026-11-20",
  contact: { name: "Ann Lee", email: "ann@firm.com", phone: null, company: null },
  chatSummary: "x",
  servicesDiscussed: ["AI Solutions"],
  keyPainPoints: [],
  callToActionOffered: false,
  nextStep: "Continue nurturing",
  leadQualification: "Warm",
  visitCount: 1,
  transcript: [],
  handoff: null,
  ...over,
});

describe("lead saves", () => {
  it("the owner's newer save updates the lead and keeps what it leaves blank", () => {
    const lead = newLead(save());
    const next = applyOwnerSave(
      lead,
      save({
        seq: 2,
        interactionDate: "2026-11-21",
        contact: { name: null, email: null, phone: "512-555-0142", company: "Firm" },
        servicesDiscussed: ["Custom Software"],
        callToActionOffered: true,
      }),
    );
    expect(next).toMatchObject({
      contactName: "Ann Lee",
      contactEmail: "ann@firm.com",
      contactPhone: "512-555-0142",
      companyName: "Firm",
      interactionDate: "2026-11-21",
      servicesDiscussed: ["AI Solutions", "Custom Software"],
      chatSummary: "User engaged in conversation about AI Solutions, Custom Software.",
      callToActionOffered: true,
      nextStep: "Call to action offered",
      seq: 2,
    });
  });

  it("an older save arriving after a newer one changes nothing", () => {
    const lead = applyOwnerSave(newLead(save()), save({ seq: 5, servicesDiscussed: ["A", "B"] }));
    expect(
      applyOwnerSave(
        lead,
        save({ seq: 3, contact: { name: "Old Name", email: null, phone: null, company: null } }),
      ),
    ).toBe(lead);
  });

  it("a linked session fills empty fields only and never replaces contact details", () => {
    const lead = newLead(save());
    const next = applyLinkedSave(
      lead,
      save({
        sessionId: "stranger",
        contact: {
          name: "Mallory Evil",
          email: "ann@firm.com",
          phone: "555-0199",
          company: "Evil Co",
        },
        servicesDiscussed: ["Systems Integration"],
        leadQualification: "Hot",
      }),
    );
    expect(next).toMatchObject({
      contactName: "Ann Lee",
      contactPhone: "555-0199",
      companyName: "Evil Co",
      leadQualification: "Warm",
      servicesDiscussed: ["AI Solutions", "Systems Integration"],
    });
  });
});
