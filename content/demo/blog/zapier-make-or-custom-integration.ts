// A demo post seeded on first start (lib/seed.ts):
// "Zapier, Make or Custom Code? Choosing How to Connect Your Apps".
import type { SeedPost } from "./types";

export const zapierMakeOrCustomIntegration: SeedPost = {
  slug: "zapier-make-or-custom-integration",
  title: "Zapier, Make or Custom Code? Choosing How to Connect Your Apps",
  excerpt:
    "No-code automation tools are a great start, until task counts, fragile chains and silent failures pile up. When to stay no-code, when to go custom, and when to mix both.",
  content: `<p>Zapier and Make have done more to bring automation to small businesses than almost any other tools. With a few clicks, a form submission can create a CRM contact, post a message in Slack and add a row to a spreadsheet. We use them ourselves and recommend them often.</p>
<p>We also regularly meet businesses running 60 or more automations across two platforms, built over several years by three different people, where nobody is quite sure what happens when a new order comes in. At that point the question isn't whether no-code is good. It is whether it is still the right tool for the job.</p>
<h2>When no-code tools are the right choice</h2>
<ul>
<li><strong>Low to moderate volume:</strong> hundreds or a few thousand runs a month, not hundreds of thousands.</li>
<li><strong>Simple, linear steps:</strong> "when X happens, do Y and Z" with little branching.</li>
<li><strong>Well-supported apps</strong> with polished, official connectors.</li>
<li><strong>Non-critical processes</strong>, where a delay of a few hours or an occasional manual fix is acceptable.</li>
<li><strong>Experiments</strong> that test whether an automation is worth having before investing in it properly.</li>
</ul>
<h2>Warning signs you've outgrown them</h2>
<ul>
<li><strong>Your bill scales faster than your business.</strong> Usage-based pricing means a busy month can push you into a higher tier, and multi-step automations consume more of your allowance. We have seen plans climb to several hundred dollars a month for what amounts to a few dozen lines of code.</li>
<li><strong>Silent failures.</strong> A connection expires or a field gets renamed, and orders stop syncing for three days before anyone notices.</li>
<li><strong>Chains of automations triggering each other</strong>, making it impossible to trace why a record changed.</li>
<li><strong>Workarounds for missing features:</strong> spreadsheets used as storage, delay steps to dodge rate limits, duplicate automations for each location.</li>
<li><strong>Sensitive data</strong> passing through a third-party platform that you would rather keep inside your own systems.</li>
</ul>
<h2>What custom integration gives you</h2>
<p>A custom integration is a small piece of software that listens for events, usually webhooks from your apps, applies your business rules and writes to the other systems through their APIs. Built properly, it includes things no-code tools make hard:</p>
<ul>
<li><strong>Retries with backoff</strong> when an API is briefly unavailable, so temporary outages don't lose data.</li>
<li><strong>Idempotency</strong>, so the same order processed twice doesn't create two invoices.</li>
<li><strong>Complete logs</strong> of every event and what was done with it, searchable when something looks wrong.</li>
<li><strong>Plain-language alerts</strong> when a person needs to step in.</li>
<li><strong>Version control and tests</strong>, so changes are reviewed and reversible.</li>
</ul>
<p>The costs look different too: a one-time build plus modest hosting, typically tens of dollars a month, instead of a bill that grows with every task.</p>
<h2>The hybrid approach we usually recommend</h2>
<p>It is rarely all or nothing. The pattern that works for most growing businesses:</p>
<ol>
<li><strong>Move the critical, high-volume flows to custom code:</strong> orders, invoices, lead routing and anything involving money or customers who are waiting.</li>
<li><strong>Keep no-code for the long tail:</strong> internal notifications, one-off reports and experiments your team wants to own.</li>
<li><strong>Document everything in one place:</strong> a simple list of every automation, what triggers it, what it changes and who owns it.</li>
</ol>
<h2>Where AI fits</h2>
<p>Both approaches can now include AI steps, such as classifying an email, extracting fields from a PDF or drafting a reply. The same rule applies either way: use AI where the input is messy and a person can review the output, and keep deterministic code for anything that must be exactly right, such as amounts, dates and account numbers.</p>
<blockquote>Start no-code to learn what you need. Go custom for the processes you can't afford to have break.</blockquote>
<p>If your automations have become hard to trust, our <a href="/services/systems-integration">systems integration</a> team can audit what you have and recommend what to keep, consolidate or rebuild. When a process needs more than a connector, our <a href="/services/custom-software">custom software</a> team builds it.</p>`,
  featuredImage: null,
  featuredImageAlt: null,
  isFeatured: false,
  tags: ["Integrations", "Custom Software", "AI Automation"],
  author: "priya-natarajan",
  publishedAt: "2026-04-28T15:00:00Z",
  metaDescription:
    "When no-code tools like Zapier and Make are enough, the warning signs you've outgrown them, and how a hybrid with custom integration works.",
  metaKeywords:
    "Zapier vs custom integration, Make automation, no-code automation, custom API integration, webhooks, systems integration",
};
