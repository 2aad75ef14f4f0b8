// A demo post seeded on first start (lib/seed.ts):
// "Five Automations Every Local Service Business Should Set Up First".
import type { SeedPost } from "./types";

export const firstAutomationsLocalServiceBusiness: SeedPost = {
  slug: "first-automations-local-service-business",
  title: "Five Automations Every Local Service Business Should Set Up First",
  excerpt:
    "Before chatbots, dashboards or AI video, most local service businesses get the fastest payback from five unglamorous automations. Here they are, in the order we usually build them.",
  content: `<p>When a plumber, landscaper, dentist or cleaning company asks us where to start with automation, the answer is almost never the flashy stuff. It is five unglamorous processes that plug the leaks between a customer's first inquiry and their third repeat visit. Together, they often recover more revenue in a quarter than a year of extra advertising.</p>
<h2>1. An instant, useful reply to every inquiry</h2>
<p>When someone fills out your form, they should get a reply within a minute that confirms what they asked for, sets an expectation ("we'll call you before noon tomorrow") and gives them something useful: a price range, what to prepare or a link to book directly. At the same moment, the inquiry lands in your CRM and the right person gets a notification.</p>
<p><strong>Why first:</strong> it is cheap and fast to build, and it immediately stops the "did they even get my message?" drop-off. An auto-reply email is a $150 line item in our menu, and it is probably the highest-return $150 most businesses will spend.</p>
<h2>2. Missed-call text-back</h2>
<p>If you can't answer, an automatic text goes out within a minute: "Sorry we missed you! This is Maria at Cedar Park Pools. What can we help with? Reply here or book online." Many people would rather text than leave a voicemail, and plenty of callers who hang up on voicemail will happily reply to a text.</p>
<p><strong>Why second:</strong> service businesses miss calls constantly, because the people who answer the phone are also the people doing the work. This catches leads that would otherwise call the next business on the list.</p>
<h2>3. Estimate follow-up</h2>
<p>Quotes die in silence. A simple sequence rescues many of them:</p>
<ul>
<li><strong>Day 1:</strong> the estimate, with a short personal note from the person who did the visit.</li>
<li><strong>Day 3:</strong> a text asking whether they have any questions.</li>
<li><strong>Day 7:</strong> an email with reviews from customers who had a similar job, plus financing options if you offer them.</li>
<li><strong>Day 14:</strong> a friendly "should we keep this open?" message. It gets surprisingly high reply rates, including useful "we went with someone else because..." answers.</li>
</ul>
<p>The sequence stops automatically when the estimate is accepted or the customer replies.</p>
<h2>4. Review requests after every job</h2>
<p>Reviews drive local search rankings, AI recommendations and conversion on your website, yet most businesses ask for them inconsistently. Trigger a review request by text two hours after a job is marked complete, with a direct link to your Google review page. Send one reminder three days later, and stop there.</p>
<p>Send the request to every customer. Filtering out unhappy customers before asking for a public review, sometimes called review gating, breaks Google's review policies. Instead, include a line offering a direct way to reach the owner if anything wasn't right. You hear about problems while you can still fix them, and your reviews stay honest.</p>
<h2>5. Maintenance and rebooking reminders</h2>
<p>Past customers are your cheapest source of new revenue. HVAC tune-ups, dental cleanings, seasonal lawn treatments, septic inspections and pool openings all run on a natural cycle, so automate the reminder. Send it two to three weeks before the due date with a booking link, and a second nudge a week later.</p>
<p>For a company with 800 past customers on a 12-month cycle, even a 15% rebooking rate means 120 jobs a year that did not require a single ad.</p>
<h2>Why this order</h2>
<p>The first two capture demand you are already paying for. The third converts work you have already invested time in quoting. The fourth builds the reputation that makes future marketing cheaper. The fifth turns one-time customers into recurring revenue. Each one builds on the CRM data created by the one before it.</p>
<h2>What you need to get started</h2>
<ul>
<li>One CRM where every lead and customer lives. A simple CRM table is enough.</li>
<li>A business phone number that supports texting.</li>
<li>Your current booking link or calendar.</li>
<li>About two hours of your time to approve the message templates.</li>
</ul>
<blockquote>Automation for local businesses isn't about replacing the personal touch. It's about making sure the personal touch happens every time, not just when someone remembers.</blockquote>
<p>Instant auto-replies come with every Starter package, SMS follow-ups and reminders are part of Growth or a $700 add-on, and the rest are built from the same pieces. See how we put them together on our <a href="/services/marketing-automation">marketing automation</a> page, and add an <a href="/services/ai-solutions">AI assistant</a> when you're ready to answer questions around the clock.</p>`,
  featuredImage: "/images/blog/first-automations-local-service-business.svg",
  featuredImageAlt: "A house connected to five automation steps along a flow path",
  isFeatured: false,
  tags: ["Small Business", "Lead Generation", "Marketing Automation", "AI Automation"],
  author: "marcus-reyes",
  publishedAt: "2026-06-30T14:00:00Z",
  metaDescription:
    "Instant replies, missed-call text-back, estimate follow-up, review requests and rebooking reminders: the five automations local businesses need first.",
  metaKeywords:
    "local service business automation, missed call text back, estimate follow-up, review requests, rebooking reminders, small business marketing",
};
