// A demo post seeded on first start (lib/seed.ts):
// "When to Replace a SaaS Subscription With a Custom Tool (and When Not To)".
import type { SeedPost } from "./types";

export const replaceSaasWithCustomTools: SeedPost = {
  slug: "replace-saas-with-custom-tools",
  title: "When to Replace a SaaS Subscription With a Custom Tool (and When Not To)",
  excerpt:
    "Per-seat software bills grow quietly. A simple way to decide which subscriptions are worth replacing with a tool you own, how to run the numbers, and which ones you should keep.",
  content: `<p>Add up every software subscription your business pays for. Most owners we talk to guess low by 30% to 50%. Between per-seat CRMs, scheduling tools, form builders, client portals, e-signature, reporting add-ons and the three tools someone signed up for during a free trial, a 15-person company can easily spend $2,000 to $4,000 a month.</p>
<p>Some of that spend is excellent value. Some of it pays for features nobody uses, in tools that force your team into workarounds. This post is about telling the difference.</p>
<h2>Signs a subscription is a replacement candidate</h2>
<ul>
<li><strong>You use a small fraction of it.</strong> If your team uses three screens of a platform with forty, you are paying for the other thirty-seven.</li>
<li><strong>Per-seat pricing punishes growth.</strong> Every new hire adds another $50 to $150 a month, even for people who only need to view one report.</li>
<li><strong>The real work happens in spreadsheets around it.</strong> When staff export data every Friday to build the report they actually need, the tool doesn't fit your process.</li>
<li><strong>It is core to how you serve customers.</strong> Client portals, quoting tools and booking flows shape the customer experience. A generic tool makes you look generic.</li>
<li><strong>The price keeps climbing.</strong> A renewal notice with a 20% increase is a good moment to ask the question.</li>
</ul>
<h2>What you should not replace</h2>
<p>Custom software is not the answer to everything. Keep paying for:</p>
<ul>
<li><strong>Accounting, payroll and tax software.</strong> Regulatory updates alone make these poor candidates.</li>
<li><strong>Email, calendars and file storage.</strong> Commodity tools that are cheap, reliable and secure.</li>
<li><strong>Payment processing.</strong> Compliance requirements make building your own a bad idea. Integrate with a processor instead.</li>
<li><strong>Anything your team loves and uses fully.</strong> If it fits, it isn't broken.</li>
</ul>
<h2>Running the numbers</h2>
<p>Here is a typical example. A property management company pays for a tenant portal at $79 per user per month for 12 staff, plus a $200-a-month add-on for maintenance requests. That is $13,776 a year, rising with every hire.</p>
<p>A custom portal covering what they actually use, meaning tenant logins, maintenance requests with photos, document sharing and payment links through their existing processor, might cost $14,000 to build plus around $150 a month for hosting and maintenance. Year one is roughly break-even. From year two they save about $12,000 a year, and adding staff costs nothing.</p>
<p>When you run your own numbers, include:</p>
<ol>
<li>The full annual cost of the subscription today, and what it will cost at next year's headcount.</li>
<li>The staff time spent on workarounds, exports and double entry, at a realistic hourly cost.</li>
<li>The build cost, hosting and a maintenance budget of 10% to 20% of the build cost per year.</li>
<li>The migration effort: moving data, training the team and running both systems in parallel for a few weeks.</li>
</ol>
<p>If the payback is under two years and the tool is central to your operations, it deserves a serious look. If payback is four years or more, keep the subscription and integrate it better instead.</p>
<h2>Ownership is the hidden benefit</h2>
<p>When we build custom software, the code, the database and the hosting accounts are in your name. Nobody can raise your price, retire the feature you depend on or hold your data hostage at renewal time. That matters most for the tools your customers touch every day.</p>
<h2>The middle path</h2>
<p>Often the best answer is neither "keep everything" nor "replace everything." Keep the commodity tools, replace the one or two subscriptions that are expensive and fit poorly, and connect the rest so data flows between them. A lightweight internal dashboard that pulls from your existing tools can, on its own, remove the need for a pricey reporting add-on.</p>
<blockquote>The goal isn't to own all your software. It's to stop paying, in money and in workarounds, for software that doesn't fit.</blockquote>
<p>If you have a subscription you suspect is overpriced for what you use, our <a href="/services/custom-software">custom software</a> team will walk through the numbers with you, and our <a href="/services/systems-integration">systems integration</a> work covers connecting the tools you keep.</p>`,
  featuredImage: "/images/blog/replace-saas-with-custom-tools.svg",
  featuredImageAlt: "A stack of subscription cards being replaced by one custom tool",
  isFeatured: false,
  tags: ["Custom Software", "Small Business", "Integrations"],
  author: "priya-natarajan",
  publishedAt: "2026-06-09T15:00:00Z",
  metaDescription:
    "How to decide which SaaS subscriptions to replace with custom software you own, how to calculate payback, and which tools you should keep.",
  metaKeywords:
    "replace SaaS, custom software vs SaaS, software subscription costs, custom internal tools, client portal, small business software",
};
