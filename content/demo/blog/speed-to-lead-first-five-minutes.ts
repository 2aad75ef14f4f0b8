// A demo post seeded on first start (lib/seed.ts):
// "Speed to Lead: Why the First Five Minutes Decide So Many Sales".
import type { SeedPost } from "./types";

export const speedToLeadFirstFiveMinutes: SeedPost = {
  slug: "speed-to-lead-first-five-minutes",
  title: "Speed to Lead: Why the First Five Minutes Decide So Many Sales",
  excerpt:
    "The business that replies first often wins the job. How to measure your real response time, set up an instant reply that is actually useful, and make sure a person follows up within minutes.",
  content: `<p>Ask a business owner how quickly they respond to new inquiries and the answer is almost always "pretty fast." Then we measure it. For the small businesses we audit, the median time from web form to first human reply is usually somewhere between three hours and the next business day, and a surprising number of inquiries never get a reply at all.</p>
<p>That gap matters because most buyers contact more than one business, and the first one to engage gets a head start that is hard to overcome. Responding within five minutes instead of an hour isn't a nice-to-have. For many service businesses it is the difference between a booked job and a polite "we already went with someone."</p>
<h2>Measure your real speed to lead</h2>
<p>Before changing anything, get the honest number. Take your last 50 inquiries from every channel, including forms, emails, chat and missed calls, and note when each one arrived and when someone first replied personally. An automated "thanks, we got your message" doesn't count.</p>
<p>Calculate the median, not the average, and look at business hours and after hours separately. Also count how many never got a reply. That number is usually the most uncomfortable one, and the most valuable to fix.</p>
<h2>The three layers of fast response</h2>
<h3>Layer 1: An instant reply that actually helps</h3>
<p>Within 60 seconds, every inquiry should get an email or text that:</p>
<ul>
<li>Confirms what they asked about, in their words.</li>
<li>Says exactly when a person will contact them: "by 2 p.m. today", not "soon."</li>
<li>Offers a way to move forward right now: a booking link, a price range or answers to the two most common questions.</li>
</ul>
<p>A generic "we received your submission" email does very little. A useful one starts the relationship.</p>
<h3>Layer 2: Immediate routing and alerts</h3>
<p>The inquiry should land in your CRM, be assigned to a specific person and trigger an alert they will actually see. For most small teams that means a text or a mobile notification, not another email in a crowded inbox. With several salespeople, use round-robin assignment or route by service type or territory.</p>
<h3>Layer 3: Escalation when nobody picks it up</h3>
<p>Set a timer. If the assigned person hasn't logged a call or reply within 15 minutes during business hours, the lead goes to a backup, or the owner gets a text. After hours, an AI chat or voice assistant can hold the conversation and book a time, and the lead is first on the list in the morning.</p>
<h2>What to say in the first human contact</h2>
<p>Speed only helps if the first conversation is good. Give your team a simple structure:</p>
<ol>
<li>Reference specifically what they asked about.</li>
<li>Ask one or two questions that move the job forward: timing, location and scope.</li>
<li>Propose a concrete next step with a time: a visit, a call or a quote by a specific date.</li>
</ol>
<p>If they don't answer the phone, leave a short voicemail and send a text straight afterward. Many people who won't pick up an unknown number will reply to a text.</p>
<h2>Track it every week</h2>
<p>Add three numbers to your weekly review: median speed to lead, the percentage of leads contacted within 15 minutes and the percentage never contacted. When a business moves its median from a few hours to under ten minutes, it is common to see booking rates climb by a fifth or more without spending an extra dollar on advertising, simply because fewer leads are lost to waiting.</p>
<blockquote>You are already paying to generate leads. Speed to lead is how you stop paying for leads your competitors close.</blockquote>
<h2>What it takes to set up</h2>
<p>For most businesses, all three layers come from pieces we build routinely: an intake form, an auto-reply email ($150), a CRM table with assignment rules ($1,000), SMS alerts and follow-ups ($700), and an AI assistant for after-hours coverage. Read more on our <a href="/services/marketing-automation">marketing automation</a> page, or see how an <a href="/services/ai-solutions">AI assistant</a> handles the overnight shift.</p>`,
  featuredImage: "/images/blog/speed-to-lead-first-five-minutes.svg",
  featuredImageAlt: "A stopwatch beside a fast arrow delivering a reply to a new lead",
  isFeatured: false,
  tags: ["Lead Generation", "Marketing Automation", "CRM"],
  author: "marcus-reyes",
  publishedAt: "2026-02-03T15:30:00Z",
  metaDescription:
    "How to measure your real lead response time and build three layers of fast follow-up: an instant useful reply, smart routing and escalation.",
  metaKeywords:
    "speed to lead, lead response time, lead follow-up, instant auto-reply, lead routing, CRM automation, small business sales",
};
