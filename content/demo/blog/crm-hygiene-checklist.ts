// A demo post seeded on first start (lib/seed.ts):
// "The Monthly CRM Hygiene Checklist That Keeps Your Automations Honest".
import type { SeedPost } from "./types";

export const crmHygieneChecklist: SeedPost = {
  slug: "crm-hygiene-checklist",
  title: "The Monthly CRM Hygiene Checklist That Keeps Your Automations Honest",
  excerpt:
    "Automation multiplies whatever is in your CRM, good or bad. An eight-step monthly routine, about 45 minutes once set up, that keeps your data clean and your automations trustworthy.",
  content: `<p>Automation is a multiplier. Point it at clean data and it saves hours every week. Point it at a messy CRM and it sends the same welcome email to a customer three times, assigns leads to a rep who left in March and reports a pipeline that is largely fiction.</p>
<p>The fix is not a massive cleanup project once a year. It is a short, boring routine done every month. Here is the checklist we hand to clients after launch. Once the first pass is done, most teams get through it in about 45 minutes.</p>
<h2>1. Merge duplicates</h2>
<p>Duplicates are the most common problem and the most damaging. They split a customer's history across records, double your email sends and make reporting unreliable. Search for contacts sharing an email address, then a phone number, then the same name at the same company. Merge into the oldest record so the original source is kept.</p>
<p>Then find out where the duplicates came from. Usually a form or integration creates a new contact instead of updating the existing one. Fixing the leak is worth more than mopping up.</p>
<h2>2. Fill or flag missing required fields</h2>
<p>Pick the five fields your automations depend on, such as email, phone, lead source, lifecycle stage and owner, and filter for records missing any of them. If a field is regularly blank, ask why. Either the form doesn't collect it, the team doesn't see the value in entering it, or it isn't actually needed and can come off the list.</p>
<h2>3. Close out stale deals</h2>
<p>Any open deal with no activity in 60 days should be moved forward, marked lost with a reason, or given a dated next step. Stale deals inflate your forecast and hide your real conversion rate. A useful rule: if nobody can say what happens next on a deal, it isn't really open.</p>
<h2>4. Check lifecycle stages</h2>
<p>Look for contacts marked as leads who have paid invoices, or customers who never bought. Wrong stages send the wrong messages; nobody wants a "ready to get started?" email two weeks after paying you. Stage changes should be triggered by events, like a signed quote or a first payment, not by someone remembering to change a dropdown.</p>
<h2>5. Respect bounces and unsubscribes</h2>
<p>Confirm that hard-bounced addresses are suppressed and that anyone who unsubscribed in your email tool is also marked in the CRM. If those two systems disagree, sooner or later an automation will email someone who asked you to stop. That is a compliance problem under CAN-SPAM as well as a reputation problem.</p>
<h2>6. Reassign orphaned records</h2>
<p>Filter for contacts and deals owned by people who have left or changed roles. Reassign them, and set a default owner so new leads never land with nobody.</p>
<h2>7. Audit lead sources</h2>
<p>If more than about 10% of new contacts have "unknown" or "other" as their source, your attribution is broken and your marketing decisions are guesses. Check hidden form fields, UTM tags and integration mappings.</p>
<h2>8. Prune tags and custom fields</h2>
<p>Tags multiply. "VIP", "vip", "VIP customer" and "VIP-2025" are four tags pretending to be one. Merge the duplicates and delete tags nobody has used in six months. The same goes for custom fields: fewer, clearer fields make every report easier to trust.</p>
<h2>Automate the checks, not the judgment</h2>
<p>Most of this checklist can become a report that runs itself. We typically set up a weekly data health summary that counts possible duplicates, records missing key fields, deals with no activity in 60 days and contacts without an owner. It lands in an inbox or team chat channel every Monday, and the numbers should trend down over time.</p>
<p>What stays manual is the decision. Merging two records, closing a deal as lost or deleting a tag are judgment calls, and they take seconds once the report has done the finding.</p>
<blockquote>A clean CRM isn't about tidiness. It is the difference between automations your team trusts and automations they quietly switch off.</blockquote>
<h2>Prevent the mess at the source</h2>
<ul>
<li>Use dropdowns instead of free text for fields like source, service and stage.</li>
<li>Make forms and integrations match on email before creating a new contact.</li>
<li>Trigger stage changes from real events: a booked call, a signed quote, a paid invoice.</li>
<li>Keep one system as the source of truth for each type of data and sync outward from it.</li>
</ul>
<p>If your CRM has grown out of several tools that don't agree with each other, our <a href="/services/systems-integration">systems integration</a> work starts with exactly this kind of cleanup before connecting anything, and every <a href="/services/marketing-automation">marketing automation</a> build we do depends on it.</p>`,
  featuredImage: null,
  featuredImageAlt: null,
  isFeatured: false,
  tags: ["CRM", "Integrations", "Marketing Automation"],
  author: "marcus-reyes",
  publishedAt: "2026-01-13T15:00:00Z",
  metaDescription:
    "An eight-step monthly CRM hygiene routine: merge duplicates, fix missing fields, close stale deals and more, so your automations stay trustworthy.",
  metaKeywords:
    "CRM hygiene, CRM data cleanup, duplicate contacts, CRM best practices, data quality, marketing automation",
};
