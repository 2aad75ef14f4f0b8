// A demo post seeded on first start (lib/seed.ts): "Lead Scoring Without a Data Science Team".
import type { SeedPost } from "./types";

export const aiLeadScoringSmallBusiness: SeedPost = {
  slug: "ai-lead-scoring-small-business",
  title: "Lead Scoring Without a Data Science Team",
  excerpt:
    "You don't need machine learning to rank leads. A simple points model based on fit and behavior, reviewed regularly and sharpened with AI, tells your team who to call first.",
  content: `<p>Most small sales teams already score leads. They just do it in their heads, inconsistently, usually based on whichever inquiry looked most exciting in the inbox that morning. A written lead-scoring model does the same job on purpose: it ranks every new inquiry so the people most likely to buy get called first, and the rest get nurtured instead of ignored.</p>
<p>You do not need machine learning, a data warehouse or a data scientist to get most of the value. You need a points system, a few weeks of honest review and a CRM that can act on the result.</p>
<h2>Two kinds of signals: fit and engagement</h2>
<p><strong>Fit</strong> describes who the lead is. Are they in your service area? Do they need a service you actually sell? Is the project big enough to be worth it? Fit rarely changes once you know it.</p>
<p><strong>Engagement</strong> describes what the lead is doing. Did they request a quote, visit your pricing page twice this week or reply to a text? Engagement changes daily and fades over time.</p>
<p>Keep the two separate in your head, even if they add up to one number. A perfect-fit lead with no engagement needs nurturing. A highly engaged lead with poor fit needs a polite referral, not your best salesperson's afternoon.</p>
<h2>A starter model you can copy</h2>
<p>Here is a simple version we often start with for service businesses. Adjust the points to your own sales data.</p>
<ul>
<li>Inside your primary service area: <strong>+20</strong></li>
<li>Asked about a core, high-margin service: <strong>+20</strong></li>
<li>Budget or project size above your minimum: <strong>+15</strong></li>
<li>Wants to start within 30 days: <strong>+15</strong></li>
<li>Requested a quote or booked a call: <strong>+25</strong></li>
<li>Visited the pricing page in the last 7 days: <strong>+10</strong></li>
<li>Clicked a link in a nurture email: <strong>+5</strong> each, up to +15</li>
<li>Outside the service area: <strong>-30</strong></li>
<li>Job seeker, student or vendor pitch: <strong>-50</strong></li>
<li>No activity for 30 days: <strong>-10</strong>, repeated monthly</li>
</ul>
<p>Then set thresholds. A common split is <strong>60 and above is hot</strong> (call the same day), <strong>30 to 59 is warm</strong> (a personal email plus an automated sequence) and <strong>below 30 is cold</strong> (newsletter only). The exact numbers matter less than agreeing on them and acting on them.</p>
<h2>Where AI actually helps</h2>
<p>Points systems struggle with free text, and free text is where leads tell you the most. A message like "we close on the house on the 15th and need the AC checked before we move in" contains timing, urgency and project type, but no form field captures it.</p>
<p>This is where a language model earns its keep. We use it to read each inquiry and extract a few structured facts: the service requested, urgency, timeline, any budget mentioned, and whether the message is a sales pitch or spam. Those facts feed the same points table. The AI does not make the final decision; it turns messy sentences into inputs your rules already understand, and it writes a one-line summary for the salesperson.</p>
<p>Keep the AI's job narrow and checkable. If it labels a lead "urgent", the original message should be one click away so a person can see why.</p>
<h2>Calibrate after 60 days</h2>
<p>A scoring model is a hypothesis. After about 60 days, export your leads with their scores and outcomes and look at three things:</p>
<ol>
<li><strong>Close rate by band.</strong> Hot leads should close at several times the rate of warm ones. If they don't, your points reward the wrong things.</li>
<li><strong>Won deals that scored low.</strong> What did those customers have in common that the model missed? Add a rule.</li>
<li><strong>Hot leads that went nowhere.</strong> Often a sign that one signal, such as email clicks, is worth too much.</li>
</ol>
<p>Change one or two weights at a time and write down what you changed and why. Small, regular adjustments beat a big annual overhaul.</p>
<h2>Common mistakes</h2>
<ul>
<li><strong>Too many rules.</strong> Twenty-five criteria nobody can explain are worse than eight everyone understands.</li>
<li><strong>No decay.</strong> A lead who was hot in March and silent since is not hot in June.</li>
<li><strong>Scores nobody acts on.</strong> If a hot lead doesn't trigger an alert, a task or a call, the score is decoration.</li>
<li><strong>Scoring without source data.</strong> If your forms don't ask about timeline or location, you can't score them. Fix the intake first.</li>
</ul>
<p>In our pricing, lead scoring is a $1,500 add-on, usually paired with a CRM table and a customer journey so every band has a clear next step. It is part of the Growth package, and it can also be layered onto HubSpot or Salesforce if that is where your team already works. Our <a href="/services/marketing-automation">marketing automation</a> page shows how scoring connects to follow-up sequences, and <a href="/services/ai-solutions">AI solutions</a> covers the inquiry-reading assistant in more detail.</p>`,
  featuredImage: "/images/blog/ai-lead-scoring-small-business.svg",
  featuredImageAlt: "Lead cards ranked by score bars beside a score gauge",
  isFeatured: false,
  tags: ["Lead Generation", "Marketing Automation", "CRM", "AI Automation"],
  author: "priya-natarajan",
  publishedAt: "2026-05-19T15:00:00Z",
  metaDescription:
    "A practical lead-scoring model for small teams: fit and engagement points, hot, warm and cold thresholds, and where AI helps read free-text inquiries.",
  metaKeywords:
    "lead scoring, AI lead qualification, small business sales, CRM lead scoring, hot warm cold leads, marketing automation",
};
