// A demo post seeded on first start (lib/seed.ts):
// "Email Personalization Beyond the First Name: Five Signals Worth Using".
import type { SeedPost } from "./types";

export const emailPersonalizationBeyondFirstName: SeedPost = {
  slug: "email-personalization-beyond-first-name",
  title: "Email Personalization Beyond the First Name: Five Signals Worth Using",
  excerpt:
    "Real personalization means the email reflects what someone asked about and where they are in their decision. Five signals most small businesses already have, and how AI helps use them safely.",
  content: `<p>"Hi {First Name}" stopped impressing anyone years ago. Real personalization means the email reflects what the person actually asked about, where they are in their decision and what they have already seen from you. The good news is that most small businesses already collect enough information to do this well. They just don't use it.</p>
<p>Here are the five signals we rely on most, roughly in order of impact, plus how we use AI to produce the variations without asking the team to write fifty versions of every email.</p>
<h2>1. The service they asked about</h2>
<p>This is the single most useful signal, and it usually sits in an intake form or chat transcript. Someone who asked about a water heater replacement should get content about water heaters: sizing, tankless versus tank, typical installation time and your warranty. Someone who asked about a slow drain should not get the same email.</p>
<p>Start by grouping your services into three to six categories and tagging every lead with one. That single field lets you branch every sequence.</p>
<h2>2. Where they are in the decision</h2>
<p>A person researching options needs different help than a person choosing between two quotes. Useful stages for most service businesses are <strong>exploring</strong>, <strong>comparing</strong> and <strong>ready to book</strong>. Exploring leads get educational content and honest price ranges. Comparing leads get proof: reviews, before-and-after photos and guarantees. Ready-to-book leads get a short email with a scheduling link and nothing else.</p>
<h2>3. How they found you</h2>
<p>Lead source changes the tone more than the content. A referral from an existing customer can get a warmer, more direct follow-up that mentions the referrer. A lead from a paid search ad for "emergency AC repair" wants speed, not a newsletter. A visitor who came from a blog post about maintenance is probably planning ahead and will appreciate a checklist.</p>
<h2>4. What they have done since</h2>
<p>Behavior such as replying, clicking a link, visiting the pricing page again, or booking and then canceling tells you more than any form field. Use it to move people between branches: a click on the financing link should trigger a financing-focused email two days later.</p>
<p>One caution: email opens are no longer a reliable signal. Privacy features in Apple Mail and some other clients load images automatically, so "opened" often means nothing. Base decisions on clicks, replies and site visits instead.</p>
<h2>5. Timing and location</h2>
<p>A pool company's spring opening reminder, an HVAC tune-up offer before the first 100-degree week in Austin, a tax-season nudge from a bookkeeper: seasonal timing combined with location makes a message feel like it was written this week, because in a sense it was. Send in the recipient's time zone and avoid the obvious dead zones, like a sales email at 6 a.m. on a Sunday.</p>
<h2>How AI makes this practical</h2>
<p>Five signals with three or four values each produce hundreds of combinations, and nobody writes hundreds of emails. What we do instead:</p>
<ol>
<li>A person writes one strong <strong>master version</strong> of each email in the sequence, with the offer, the facts and the call to action.</li>
<li>An AI model, tuned on the brand's voice and past emails, drafts <strong>variations</strong> for each service category and stage, changing the examples, the opening and the emphasis, never the facts.</li>
<li>A human editor <strong>reviews and approves</strong> each variation once. Approved variations become templates, so nothing unreviewed ever goes out.</li>
<li>The automation picks the right template for each contact based on the fields in your CRM.</li>
</ol>
<p>This keeps personalization consistent and safe. The AI never improvises live in a customer's inbox, and your team spends an afternoon reviewing rather than a month writing.</p>
<h2>Measure replies, not opens</h2>
<p>For a sequence of four to six emails, the numbers that matter are reply rate, clicks on the main call to action, bookings attributed to the sequence and unsubscribe rate. In our projects, moving from one generic sequence to one branched by service and stage typically lifts booking rates by a quarter to a half. Even so, the best sequences stay short. If an email doesn't help the reader make a decision, cut it.</p>
<p>Personalized email marketing is a $1,150 add-on in our menu and part of the Growth package. See how it fits with lead capture and scoring on our <a href="/services/marketing-automation">marketing automation</a> page.</p>`,
  featuredImage: "/images/blog/email-personalization-beyond-first-name.svg",
  featuredImageAlt: "One envelope branching into several personalized email variants",
  isFeatured: false,
  tags: ["Marketing Automation", "Content Strategy", "Lead Generation"],
  author: "jenna-cole",
  publishedAt: "2026-02-24T16:00:00Z",
  metaDescription:
    "Five signals for genuinely personal email: service interest, decision stage, lead source, behavior and timing, plus a safe way to scale it with AI.",
  metaKeywords:
    "email personalization, personalized email marketing, email sequences, AI email drafting, marketing automation, lead nurturing",
};
