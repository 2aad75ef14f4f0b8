// A demo post seeded on first start (lib/seed.ts):
// "Connecting Your CRM and Accounting Software: What to Sync and What to Leave Alone".
import type { SeedPost } from "./types";

export const connectCrmAndAccountingSoftware: SeedPost = {
  slug: "connect-crm-and-accounting-software",
  title: "Connecting Your CRM and Accounting Software: What to Sync and What to Leave Alone",
  excerpt:
    "Syncing your CRM with your accounting system ends double entry, but syncing everything creates new problems. Which records should flow where, and who wins when the two disagree.",
  content: `<p>The most common integration request we get sounds simple: "I want my CRM and my accounting software to talk to each other." Usually that means HubSpot or a similar CRM on the sales side and QuickBooks Online or Xero on the finance side, with someone in the office retyping customer details and invoice amounts between them every week.</p>
<p>Connecting them is worth it. A typical small business we work with spends three to six hours a week on this kind of double entry, and the errors cost more than the time: misspelled company names that create duplicate customers, invoices sent to old addresses, and sales reps who don't know an account is 60 days overdue. But the goal isn't to sync everything. It is to sync the right things in the right direction.</p>
<h2>Decide the source of truth for each kind of data</h2>
<p>Before any code or connector, write a short table with one row per type of data and one column saying which system owns it. Ownership means that system is where the data is created and edited; the other system receives a copy.</p>
<ul>
<li><strong>Leads, contacts, deals and notes:</strong> owned by the CRM.</li>
<li><strong>Billing customers, invoices, payments and credit memos:</strong> owned by accounting.</li>
<li><strong>Products and prices:</strong> owned by whichever system your team actually maintains them in, usually accounting. Pick one.</li>
<li><strong>Billing address and tax details:</strong> accounting. <strong>Contact person and phone:</strong> CRM.</li>
</ul>
<p>When the same field exists in both systems, this table settles every argument. Two-way sync on a field that either side can edit is where most integration headaches come from.</p>
<h2>What to sync, and when</h2>
<ol>
<li><strong>Won deal to new customer.</strong> When a deal is marked won, create the customer in QuickBooks, or match an existing one, with the billing details collected during the sale. Don't create accounting customers for every lead; your bookkeeper will thank you.</li>
<li><strong>Won deal to draft invoice.</strong> For businesses with consistent pricing, the deal's line items can become a draft invoice or estimate. Keep it a draft; a person should press send.</li>
<li><strong>Invoice status back to the CRM.</strong> Sent, paid, partially paid and overdue statuses flow to the CRM record, so sales and account managers see them without logging into the books.</li>
<li><strong>Lifetime revenue to the CRM.</strong> A single calculated field, updated nightly, is enough for segmentation and lead scoring. Sales doesn't need every transaction.</li>
</ol>
<h2>What to leave alone</h2>
<ul>
<li><strong>Your chart of accounts, journal entries and bank data.</strong> None of it helps sales, and exposing it adds risk.</li>
<li><strong>Every lead and prospect.</strong> Accounting only needs the people who buy.</li>
<li><strong>Historical transactions in bulk.</strong> Bring over summary figures, not ten years of line items.</li>
<li><strong>Payroll and vendor bills.</strong> These belong to finance only.</li>
</ul>
<h2>Matching records without creating duplicates</h2>
<p>The hardest part of any CRM and accounting integration is deciding whether "Hill Country Dental" in one system is the same as "Hill Country Dental PLLC" in the other. Names are unreliable, so we match on a stable identifier instead: once a customer exists in accounting, its ID is stored on the CRM company record, and every later sync uses that ID. For the initial connection we match on email domain and phone number, then have a person review the uncertain matches, typically 5% to 10% of records.</p>
<h2>Plan for errors</h2>
<p>Integrations fail quietly unless you make them loud. An API is down for an hour, a required field is missing, an invoice is edited mid-sync. Every integration we build retries failed updates automatically, logs what happened and sends a plain-language alert when a person is needed, such as "Invoice 1042 could not sync: the customer has no billing email." A weekly summary of sync activity helps your bookkeeper trust the data again.</p>
<h2>Off-the-shelf connector or custom integration?</h2>
<p>Prebuilt connectors work well for standard setups: one CRM, one accounting file and simple products. Custom integration makes sense when you have multiple locations or entities, custom fields that drive billing, job costing, or approval steps a connector can't handle. A small custom sync is often a one- to two-week project, and the API and webhook setup in our foundations is a one-time $350.</p>
<p>If you're tired of typing the same customer into two systems, our <a href="/services/systems-integration">systems integration</a> team can map your data flows in a single session and tell you which option fits.</p>`,
  featuredImage: "/images/blog/connect-crm-and-accounting-software.svg",
  featuredImageAlt: "A CRM panel and an accounting ledger connected by two-way sync arrows",
  isFeatured: false,
  tags: ["Integrations", "CRM", "Small Business"],
  author: "priya-natarajan",
  publishedAt: "2026-08-11T14:30:00Z",
  metaDescription:
    "Which records to sync between your CRM and accounting software, which to leave alone, and how to avoid duplicates and silent sync failures.",
  metaKeywords:
    "CRM accounting integration, HubSpot integration, CRM sync, accounting software integration, invoice sync, systems integration",
};
