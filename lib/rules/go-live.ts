// The go-live checklist (pure): what stands between the site and a launch, from the facts the
// server gathers and the owners' decisions (an item confirmed, or dismissed with a reason).

export const GO_LIVE_ITEMS = [
  "brand",
  "booking",
  "payments",
  "mail",
  "model",
  "demo_content",
  "demo_proof",
  "privacy",
  "backups",
  "https",
] as const;
export type GoLiveItemId = (typeof GO_LIVE_ITEMS)[number];

export type GoLiveFacts = {
  /** COMPANY_NAME and the mailboxes (EMAIL_DOMAIN, or SUPPORT_EMAIL and HELLO_EMAIL). */
  company: string;
  brandSet: boolean;
  bookingSet: boolean;
  /** A published event sells tickets (priced), and Stripe's key and webhook secret are set. */
  sellsTickets: boolean;
  stripeSet: boolean;
  mailSet: boolean;
  modelSet: boolean;
  /** Demo articles and use cases still published, by title. */
  demoContent: string[];
  /** The figures, testimonials and team members still the demo's (neither edited nor confirmed). */
  demoProof: string[];
  privacyContact: string;
  privacySet: boolean;
  /** PostgreSQL (its backups are the database's) or the embedded database in DATA_DIR. */
  embedded: boolean;
  siteUrl: string;
};

export type GoLiveDecision = {
  state: "confirmed" | "dismissed";
  reason: string | null;
  by: string;
  at: string;
};

/** How an item is put right: a screen of the admin, or settings only the server's host can set. */
export type GoLiveFix =
  | { href: string; label: string }
  | { variables: string[] }
  | { note: string };

export type GoLiveItem = {
  id: GoLiveItemId;
  title: string;
  /** What is missing, in the owner's words (empty once done). */
  missing: string;
  why: string;
  fix: GoLiveFix;
  /** Done by itself, from the facts. */
  done: boolean;
  /** Only an owner's word can close it (nothing the site can check). */
  confirmOnly: boolean;
  decision: GoLiveDecision | null;
};

type Spec = Omit<GoLiveItem, "id" | "decision">;

function specs(f: GoLiveFacts): Record<GoLiveItemId, Spec> {
  const content = f.demoContent;
  return {
    brand: {
      title: "Your brand and mailboxes",
      done: f.brandSet,
      missing: `The site is “${f.company}”, with the demo's names and mailboxes.`,
      why: "Every page, email and the assistant introduce the business by these names.",
      fix: {
        variables: [
          "COMPANY_NAME",
          "CONSULTANT_NAME",
          "EMAIL_DOMAIN or SUPPORT_EMAIL and HELLO_EMAIL",
        ],
      },
      confirmOnly: false,
    },
    booking: {
      title: "Your booking link",
      done: f.bookingSet,
      missing:
        "“Book a Strategy Call” opens a “Request a call” form on your contact page instead of your calendar.",
      why: "A visitor ready to talk should pick a time on your calendar in one click.",
      fix: { variables: ["BOOKING_URL"] },
      confirmOnly: false,
    },
    payments: {
      title: "Stripe for paid tickets",
      done: f.stripeSet || !f.sellsTickets,
      missing: "An event sells tickets, but Stripe's key or its webhook secret is not set.",
      why: "Without them nobody can buy a ticket, and a purchase never reaches the attendee list.",
      fix: { variables: ["STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] },
      confirmOnly: false,
    },
    mail: {
      title: "Email",
      done: f.mailSet,
      missing: "The site cannot send email.",
      why: "You hear of new leads, replies and requests for a person by email; ticket holders get their join link.",
      fix: { variables: ["SMTP_URL", "NOTIFY_EMAIL"] },
      confirmOnly: false,
    },
    model: {
      title: "The assistant's language model",
      done: f.modelSet,
      missing: "The assistant answers from its fixed rules only.",
      why: "With the model it answers any question about your services, in your words.",
      fix: { variables: ["GEMINI_API_KEY"] },
      confirmOnly: false,
    },
    demo_content: {
      title: "The demo articles and use cases",
      done: content.length === 0,
      missing: `${content.length} demo ${content.length === 1 ? "piece is" : "pieces are"} still published: ${content.slice(0, 2).join("; ")}${content.length > 2 ? "…" : ""}`,
      why: "Visitors read them as yours: edit them, or unpublish the ones you did not write.",
      fix: { href: "/admin/content", label: "Open Content" },
      confirmOnly: false,
    },
    demo_proof: {
      title: "The demo figures, testimonials and team",
      done: f.demoProof.length === 0,
      missing: `${f.demoProof.length} ${f.demoProof.length === 1 ? "piece is" : "pieces are"} still the demo's: ${f.demoProof.slice(0, 2).join("; ")}${f.demoProof.length > 2 ? "…" : ""}`,
      why: "A buyer checks proof first: figures, names and faces must be your own.",
      fix: { href: "/admin/proof", label: "Open Proof" },
      confirmOnly: false,
    },
    privacy: {
      title: "The privacy contact",
      done: f.privacySet,
      missing: `Privacy requests go to ${f.privacyContact}, the demo's address.`,
      why: "The privacy policy tells visitors where to ask for their data or its deletion.",
      fix: { variables: ["SUPPORT_EMAIL"] },
      confirmOnly: false,
    },
    backups: {
      title: "Backups",
      done: false,
      missing: f.embedded
        ? "Nothing here shows a backup of the site's database is taken every day."
        : "The site's data lives in PostgreSQL: its backups are your database host's.",
      why: "Leads, articles and tickets exist only in the database.",
      fix: {
        note: f.embedded
          ? "Have the server run “npm run db:backup -- FILE” every day and keep the files elsewhere, then confirm here."
          : "Check that your database host keeps daily backups, then confirm here.",
      },
      confirmOnly: true,
    },
    https: {
      title: "The site's address, over https",
      done: f.siteUrl.startsWith("https://"),
      missing: `The site calls itself ${f.siteUrl}.`,
      why: "Links in emails, share cards and search results use it; browsers trust only https.",
      fix: { variables: ["SITE_URL"] },
      confirmOnly: false,
    },
  };
}

/** Every item with its state; `open` is what still needs the owner. */
export function goLiveChecklist(
  facts: GoLiveFacts,
  decisions: Partial<Record<GoLiveItemId, GoLiveDecision>>,
) {
  const all = specs(facts);
  const items: GoLiveItem[] = GO_LIVE_ITEMS.map((id) => ({
    id,
    ...all[id],
    decision: decisions[id] ?? null,
  }));
  const open = items.filter((i) => !i.done && !i.decision);
  return { items, open: open.length, closed: items.length - open.length };
}
