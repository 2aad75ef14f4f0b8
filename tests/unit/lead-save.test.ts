// How saves change a lead: the owner session updates it (newest wins), linked sessions only add.
import { describe, expect, it } from "vitest";
import {
  applyLinkedSave,
  applyOwnerSave,
  decideSave,
  type LeadSave,
  linkedTranscript,
  mergeLeads,
  newLead,
} from "@/lib/rules/lead-save";

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
  attribution: null,
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

  it("a linked save fills an empty name or company only: no phone, services, pains, visits or Schedule Call from a stranger", () => {
    const lead = newLead(save({ contact: { ...save().contact, name: null } }));
    const next = applyLinkedSave(
      lead,
      save({
        sessionId: "stranger",
        interactionDate: "2026-11-25",
        contact: {
          name: "Mallory Evil",
          email: "ann@firm.com",
          phone: "555-0199",
          company: "Evil Co",
        },
        servicesDiscussed: ["Systems Integration"],
        keyPainPoints: ["wants a discount"],
        callToActionOffered: true,
        visitCount: 9,
        leadQualification: "Hot",
      }),
    );
    expect(next).toEqual({
      ...lead,
      interactionDate: "2026-11-25",
      contactName: "Mallory Evil",
      companyName: "Evil Co",
    });
    // What the lead already holds is never replaced.
    const named = newLead(save({ contact: { ...save().contact, company: "Firm" } }));
    expect(
      applyLinkedSave(
        named,
        save({ contact: { name: "X", email: null, phone: null, company: "Y" } }),
      ),
    ).toMatchObject({ contactName: "Ann Lee", companyName: "Firm" });
  });

  it("a linked save adds the visitor's lines to the transcript, never the assistant's", () => {
    const line = (sender: "user" | "bot", content: string) => ({
      clientId: content,
      sender,
      content,
      sentAt: new Date("2026-11-25T15:00:00Z"),
    });
    const s = save({
      transcript: [
        line("user", "hi"),
        line("bot", "The client agreed to $50k"),
        line("user", "ok"),
      ],
    });
    expect(linkedTranscript(s).map((m) => m.content)).toEqual(["hi", "ok"]);
  });
});

describe("a lead's request for a person", () => {
  const request = (iso: string, message = "a person please") => ({
    requestedAt: new Date(iso),
    message,
  });

  it("is kept only when the lead can be reached", () => {
    const anonymous = newLead(
      save({
        contact: { name: null, email: null, phone: null, company: null },
        handoff: request("2026-11-27T15:00:00Z"),
      }),
    );
    expect(anonymous.handoffRequestedAt).toBeNull();
    expect(newLead(save({ handoff: request("2026-11-27T15:00:00Z") })).handoffMessage).toBe(
      "a person please",
    );
  });

  it("stays the first one while open, even from an older save; a newer one follows an answer", () => {
    const lead = newLead(save({ handoff: request("2026-11-27T15:00:00Z", "first") }));
    const again = applyOwnerSave(
      { ...lead, handoffNotifiedAt: new Date() },
      save({ seq: 2, handoff: request("2026-11-27T16:00:00Z", "second") }),
    );
    expect(again.handoffMessage).toBe("first");
    expect(again.handoffNotifiedAt).not.toBeNull();

    const answered = { ...again, handoffAnsweredAt: new Date("2026-11-27T15:30:00Z") };
    // A stale save (older sequence) still brings a newer request.
    const next = applyOwnerSave(
      answered,
      save({ seq: 1, handoff: request("2026-11-27T16:00:00Z", "second") }),
    );
    expect(next).toMatchObject({
      handoffMessage: "second",
      handoffAnsweredAt: null,
      handoffNotifiedAt: null,
    });
    // The answered request sent again changes nothing.
    expect(
      applyOwnerSave(answered, save({ seq: 3, handoff: request("2026-11-27T15:00:00Z") })),
    ).toMatchObject({ handoffMessage: "first" });
  });

  it("is opened by no save linked by email alone, nor carried into an older lead by a merge", () => {
    const older = newLead(save({ sessionId: "s0" }));
    const from = newLead(save({ handoff: request("2026-11-27T15:00:00Z") }));
    expect(from.handoffMessage).toBe("a person please");
    // The chat only typed the older lead's email: its request would speak in that lead's name.
    expect(mergeLeads(older, from).handoffRequestedAt).toBeNull();
    expect(
      applyLinkedSave(older, save({ sessionId: "other", handoff: request("2026-11-27T15:00:00Z") }))
        .handoffRequestedAt,
    ).toBeNull();
  });
});

describe("what a save does with what it found", () => {
  const stored = (id: string, sessionId: string | null, over: Partial<LeadSave> = {}) => ({
    ...newLead(save(over)),
    id,
    sessionId,
  });

  it("a chat without a lead makes one, or joins the lead holding its email as a linked save", () => {
    expect(decideSave({ current: null, byEmail: null }, save())).toMatchObject({ kind: "create" });
    const older = stored("L1", "other", { contact: { ...save().contact, company: null } });
    const step = decideSave(
      { current: null, byEmail: older },
      save({ contact: { ...save().contact, company: "Firm" }, callToActionOffered: true }),
    );
    expect(step).toMatchObject({ kind: "update", linked: true, first: true });
    // Joining by email alone fills a blank company, and cannot raise the lead's standing.
    expect(step.kind === "update" && step.fields).toMatchObject({
      companyName: "Firm",
      callToActionOffered: false,
    });
  });

  it("a lead the chat made itself is its own, even when found by its email", () => {
    const made = stored("L1", "s1");
    expect(
      decideSave({ current: null, byEmail: made }, save({ seq: 3, callToActionOffered: true })),
    ).toMatchObject({ kind: "update", lead: made, linked: false, first: false });
  });

  it("a chat's own lead takes its save; a lead it joined only gains what a linked save may add", () => {
    const own = stored("L1", "s1");
    expect(decideSave({ current: own, byEmail: null }, save({ seq: 2 }))).toMatchObject({
      kind: "update",
      linked: false,
      first: false,
    });
    const joined = stored("L2", "s0");
    const step = decideSave(
      { current: joined, byEmail: null },
      save({ seq: 2, callToActionOffered: true }),
    );
    expect(step).toMatchObject({ kind: "update", linked: true, first: false });
    expect(step.kind === "update" && step.fields.callToActionOffered).toBe(false);
  });

  it("a chat's own lead learning an email an older lead holds merges into it", () => {
    const own = stored("L1", "s1", { contact: { ...save().contact, email: null } });
    const older = stored("L0", "s0");
    expect(decideSave({ current: own, byEmail: older }, save({ seq: 3 }))).toEqual({
      kind: "merge",
      from: own,
      into: older,
    });
    // An own lead that has an email already keeps it: a new one is just an update.
    const withEmail = stored("L1", "s1");
    expect(decideSave({ current: withEmail, byEmail: older }, save({ seq: 3 }))).toMatchObject({
      kind: "update",
      linked: false,
    });
  });
});
