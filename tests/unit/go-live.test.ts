// The go-live checklist from what the server knows and what the owners decided.
import { describe, expect, it } from "vitest";
import { type GoLiveFacts, goLiveChecklist } from "@/lib/rules/go-live";

const fresh: GoLiveFacts = {
  company: "Bluebonnet Labs",
  brandSet: false,
  bookingSet: false,
  sellsTickets: false,
  stripeSet: false,
  mailSet: false,
  modelSet: false,
  demoContent: ["Speed to lead", "Hill Country Dental", "CRM hygiene", "ROI in 90 days"],
  demoProof: ["Return on Investment (300%)", "Danielle Ortiz", "Priya Natarajan"],
  privacyContact: "support@bluebonnetlabs.ai",
  privacySet: false,
  embedded: true,
  siteUrl: "http://localhost:3000",
};

describe("the go-live checklist", () => {
  it("on a fresh site opens everything but Stripe, which waits for an event selling tickets", () => {
    const list = goLiveChecklist(fresh, {});
    const open = list.items.filter((i) => !i.done).map((i) => i.id);
    expect(open).toEqual([
      "brand",
      "booking",
      "mail",
      "model",
      "demo_content",
      "demo_proof",
      "privacy",
      "backups",
      "https",
    ]);
    expect(list.open).toBe(9);
    const content = list.items.find((i) => i.id === "demo_content");
    expect(content?.missing).toBe(
      "4 demo pieces are still published: Speed to lead; Hill Country Dental…",
    );
    expect(goLiveChecklist({ ...fresh, sellsTickets: true }, {}).open).toBe(10);
    const proof = list.items.find((i) => i.id === "demo_proof");
    expect(proof?.missing).toBe(
      "3 pieces are still the demo's: Return on Investment (300%); Danielle Ortiz…",
    );
    expect(proof?.fix).toEqual({ href: "/admin/proof", label: "Open Proof" });
  });

  it("closes what the configuration settles, and what the owners confirm or dismiss", () => {
    const list = goLiveChecklist(
      {
        ...fresh,
        brandSet: true,
        bookingSet: true,
        mailSet: true,
        modelSet: true,
        demoContent: [],
        demoProof: ["Danielle Ortiz"],
        privacySet: true,
        siteUrl: "https://sunridge.example",
      },
      {
        backups: { state: "confirmed", reason: null, by: "Marcus", at: "2026-12-02T10:00:00Z" },
        demo_proof: {
          state: "dismissed",
          reason: "Ours",
          by: "Marcus",
          at: "2026-12-02T10:00:00Z",
        },
      },
    );
    expect(list.open).toBe(0);
    expect(list.closed).toBe(10);
  });

  it("names the variables to set, never their values", () => {
    const booking = goLiveChecklist(fresh, {}).items.find((i) => i.id === "booking");
    expect(booking?.fix).toEqual({ variables: ["BOOKING_URL"] });
  });
});
