// Demo use cases (case studies), written to the database on first start (lib/seed.ts).

export type SeedUseCase = {
  slug: string;
  title: string;
  /** Plain ("E-commerce") or "Sector - Niche" ("Healthcare - Dental Practice"); cards show the niche. */
  industry: string;
  imageUrl: string;
  /** HTML: <p>, <ul>, <li>, <strong>. */
  challenge: string;
  /** HTML: <p>, <ul>, <li>, <strong>. */
  solution: string;
  /** Short outcomes; the first percentage, dollar amount or multiplier is highlighted on the card. */
  results: string[];
};

export const seedUseCases: SeedUseCase[] = [
  {
    slug: "hill-country-dental-after-hours-booking",
    title: "How a Family Dental Practice Turned After-Hours Visitors Into Booked Consultations",
    industry: "Healthcare - Dental Practice",
    imageUrl: "/images/use-cases/hill-country-dental-after-hours-booking.svg",
    challenge: `<p>A four-dentist family practice in Round Rock was losing new patients it never knew it had. The front desk closed at 5 p.m., but website traffic peaked between 7 and 10 p.m., when parents finally had time to look for a dentist. Visitors could only leave a voicemail or fill out a generic contact form, and replies went out the next afternoon, after the morning rush.</p>
<ul>
<li>About 40% of web inquiries arrived after hours</li>
<li>The average reply to a form took 19 hours</li>
<li>Staff spent roughly 10 hours a week on phone tag and appointment reminders</li>
<li>18% of new patients did not show up for their first visit</li>
</ul>`,
    solution: `<p>We built an AI chat assistant trained on the practice's services, accepted insurance plans, new-patient process and office policies. It answers common questions, collects contact details and preferred times, and books new-patient consultations directly into open slots on the practice calendar. Anything clinical, such as pain, swelling or a broken tooth, gets a clear instruction to call the emergency line and is flagged for the dentist on call.</p>
<ul>
<li><strong>Instant confirmations</strong> by email and text, with new-patient forms to complete before the visit</li>
<li><strong>Automated reminders</strong> 48 hours and 2 hours before each appointment, with one-tap rescheduling</li>
<li><strong>A morning summary</strong> of overnight conversations for the front desk</li>
<li><strong>Privacy by design:</strong> the assistant never asks for medical history or insurance IDs in chat</li>
</ul>
<p>The office manager reviewed transcripts every week during the first month, and each unclear answer became a line in the knowledge base.</p>`,
    results: [
      "62% more booked new-patient consultations in the first 90 days",
      "Reply time to web inquiries cut from 19 hours to under 1 minute",
      "New-patient no-shows down from 18% to 7%",
      "10 staff hours a week freed from phone tag and reminders",
      "85% of chat questions answered without staff involvement",
    ],
  },
  {
    slug: "austin-realty-team-lead-response",
    title: "A Real Estate Team Triples Showings by Answering Online Leads in Minutes",
    industry: "Real Estate - Residential Brokerage",
    imageUrl: "/images/use-cases/austin-realty-team-lead-response.svg",
    challenge: `<p>A nine-agent residential team in Austin was spending more than $6,000 a month on portal and social ads, generating 350 to 400 buyer leads every month. Leads dropped into a shared inbox and agents picked the ones that looked promising. Everyone else waited, and many never heard back.</p>
<ul>
<li>Median first response time was 4 hours and 20 minutes</li>
<li>Roughly a third of leads were never contacted at all</li>
<li>There was no way to tell a pre-approved buyer from a casual browser</li>
<li>Agents kept their own spreadsheets, so follow-up stopped whenever someone got busy</li>
</ul>`,
    solution: `<p>We connected every lead source to a single CRM and added an AI qualification layer. Within a minute of each inquiry, the lead receives a personal text asking about timeline, price range, preferred neighborhoods and whether they are pre-approved for a loan. The AI reads the replies, fills in structured fields and calculates a lead score.</p>
<ul>
<li><strong>Hot leads</strong> (buying within 90 days and pre-approved) go to the next agent in a round-robin, with a push alert and a 10-minute escalation rule</li>
<li><strong>Warm leads</strong> enter a personalized nurture sequence featuring new listings that match their criteria</li>
<li><strong>Cold leads</strong> receive a monthly neighborhood market update</li>
</ul>
<p>A shared dashboard shows the team lead every agent's response time and conversion rate by lead source, so the advertising budget now follows results instead of habit.</p>`,
    results: [
      "3x more showings booked from online leads",
      "Median response time cut from 4 hours 20 minutes to 3 minutes",
      "Uncontacted leads reduced from 33% to under 2%",
      "$2,100 a month in ad spend moved away from the weakest lead source",
      "11 additional closings in the first six months",
    ],
  },
  {
    slug: "texas-coffee-roaster-support-automation",
    title:
      "An Online Coffee Roaster Recovers Lost Revenue With Support Automation and Win-Back Emails",
    industry: "E-commerce",
    imageUrl: "/images/use-cases/texas-coffee-roaster-support-automation.svg",
    challenge: `<p>A small-batch coffee roaster selling through its own Shopify store had grown to about 2,500 orders a month with a team of five. The owner and one part-time assistant handled every customer email, and most were variations of the same three questions: where is my order, how do I change my subscription, and which roast should I try next?</p>
<ul>
<li>Around 600 support emails a month, 70% of them routine</li>
<li>Replies took up to two days during busy weeks</li>
<li>Subscription cancellations were processed by hand, with no attempt to save them</li>
<li>Customers who had not reordered in 90 days never heard from the brand again</li>
</ul>`,
    solution: `<p>We built a support assistant for the website and the email inbox, connected to the store's order and subscription data. It answers order-status questions with live tracking, lets subscribers skip, pause or change their roast without waiting for a person, and recommends coffees based on brewing method and past orders. Refund requests and anything unusual go to a human with the full context attached.</p>
<ul>
<li><strong>Cancellation flow:</strong> subscribers who want to cancel are first offered a pause or a different delivery frequency</li>
<li><strong>Win-back sequence:</strong> customers inactive for 75 days receive a personalized email featuring roasts similar to their favorites</li>
<li><strong>Weekly dashboard</strong> of support volume, saved subscriptions and recovered revenue</li>
</ul>
<p>The owner approved every email template and the assistant's answers to the 40 most common questions before launch.</p>`,
    results: [
      "$24,000 in recovered revenue in the first six months",
      "68% of support questions resolved without staff",
      "First reply time cut from up to 2 days to under 2 minutes",
      "22% of would-be cancellations paused or switched instead",
      "Owner regained 15 hours a week for sourcing and roasting",
    ],
  },
  {
    slug: "hvac-company-after-hours-dispatch",
    title: "An HVAC Company Stops Missing After-Hours Calls and Grows Maintenance Plans",
    industry: "Home Services - HVAC",
    imageUrl: "/images/use-cases/hvac-company-after-hours-dispatch.svg",
    challenge: `<p>A family-owned heating and cooling company with 14 technicians serving Austin and its suburbs was booked solid in summer but losing jobs at night and on weekends. After-hours calls went to an answering service that took names and numbers but could not answer questions or book visits, and web form leads waited until the office opened.</p>
<ul>
<li>Dispatchers retyped every job from answering-service notes into the scheduling tool and again into the CRM</li>
<li>Estimates for system replacements were followed up inconsistently, if at all</li>
<li>Maintenance plan renewals depended on a spreadsheet and the office manager's memory</li>
</ul>`,
    solution: `<p>We replaced the answering service with an AI voice and chat assistant that shares one knowledge base. It answers common questions, recognizes urgent situations such as no cooling during a heat advisory, and books diagnostic visits into real technician availability. True emergencies are transferred to the on-call technician immediately.</p>
<ul>
<li><strong>One integration</strong> connects the assistant, the field service scheduling tool and the CRM, so every job is entered once</li>
<li><strong>Estimate follow-up</strong> by text and email on days 2, 5 and 12, including financing options for system replacements</li>
<li><strong>Maintenance reminders</strong> sent three weeks before each plan's renewal date with a booking link</li>
<li><strong>Review requests</strong> sent automatically two hours after every completed job</li>
</ul>
<p>The owner listened to a sample of calls every week during the first summer, and the knowledge base grew from 60 to 140 answers.</p>`,
    results: [
      "No more missed after-hours calls, even during summer peaks",
      "38% more maintenance plan renewals year over year",
      "Response time to web leads cut from 9 hours to 2 minutes",
      "$31,500 in replacement jobs won through automated estimate follow-up in one summer",
      "Dispatchers save 12 hours a week on data entry",
    ],
  },
  {
    slug: "family-law-firm-intake-automation",
    title: "A Family Law Firm Cuts Intake Time and Answers Every Inquiry the Same Day",
    industry: "Legal - Family Law Firm",
    imageUrl: "/images/use-cases/family-law-firm-intake-automation.svg",
    challenge: `<p>A five-attorney family law firm received 150 to 200 inquiries a month through its website, phone line and referrals. Every potential client went through a 45-minute intake call with a paralegal, even when the matter was outside the firm's practice areas or location. Intake notes were typed into a document and then re-entered into the practice management system.</p>
<ul>
<li>Paralegals spent more than 60 hours a month on intake calls and data entry</li>
<li>Conflict checks happened late, sometimes after a consultation was already booked</li>
<li>Prospective clients waited up to three days for a first call</li>
</ul>
<p>The firm needed speed without cutting corners on confidentiality.</p>`,
    solution: `<p>We built a secure online intake form with conditional questions for divorce, custody, support and modification matters, plus a chat assistant that answers general questions about the firm's process and fees while making clear that it does not give legal advice. Each submitted intake is summarized by AI into a one-page brief for the attorney, with the original answers attached.</p>
<ul>
<li><strong>Automatic conflict check</strong> against the firm's client and opposing-party records before any consultation is offered</li>
<li><strong>Matters outside the firm's scope</strong> receive a courteous reply with referral resources the same day</li>
<li><strong>Qualified matters</strong> can book a paid consultation directly, with engagement documents sent for e-signature</li>
<li><strong>Confidential by design:</strong> business-grade AI that never trains on client data, and 30-day transcript retention</li>
</ul>`,
    results: [
      "4x faster intake, from 45 minutes per potential client to about 11",
      "Every inquiry answered the same business day, down from up to 3 days",
      "Conflict checks completed before every consultation",
      "41% more paid consultations booked per month",
      "$9,600 a year saved by retiring a separate intake software subscription",
    ],
  },
  {
    slug: "fitness-studio-member-app",
    title: "A Boutique Fitness Studio Replaces Three Subscriptions With One Custom Member App",
    industry: "Fitness & Wellness",
    imageUrl: "/images/use-cases/fitness-studio-member-app.svg",
    challenge: `<p>A boutique cycling and strength studio with two locations was paying for a class booking platform, a separate email marketing tool and a text messaging service, roughly $1,900 a month combined. None of them shared data. The booking platform charged extra for features the studio barely used, while the one thing the owners wanted most, a clear view of which members were drifting away, was not available at all.</p>
<ul>
<li>Membership cancellations ran at 7% a month</li>
<li>Only 24% of intro-offer clients converted to memberships</li>
<li>Staff exported spreadsheets every week to build retention reports by hand</li>
</ul>`,
    solution: `<p>We built a lightweight member app and admin dashboard on a modern web stack, owned outright by the studio. Members book classes, join waitlists and manage their memberships from their phones, and payments run through the studio's existing card processor. Coaches see rosters and check members in on a tablet at the front desk.</p>
<ul>
<li><strong>At-risk alerts:</strong> members whose attendance halves over three weeks are flagged, and a coach sends a personal check-in from a suggested template</li>
<li><strong>Intro-offer journey:</strong> a three-week sequence of emails and texts timed around each new client's booked classes</li>
<li><strong>Owner dashboard</strong> with retention, class fill rate and revenue by location</li>
</ul>
<p>Member data was migrated over a single weekend with no interruption to bookings, and hosting plus ongoing support costs the studio about $400 a month.</p>`,
    results: [
      "$18,000 saved per year on software subscriptions",
      "Monthly cancellations down from 7% to 4.5%",
      "Intro-offer conversion up from 24% to 37%",
      "Class fill rate up 15 points at the newer location",
      "Weekly reporting time cut from 4 hours to zero",
    ],
  },
  {
    slug: "bookkeeping-firm-client-portal",
    title:
      "A Bookkeeping Firm Connects Its CRM, Ledger and a Client Portal to End Document Chasing",
    industry: "Professional Services - Bookkeeping",
    imageUrl: "/images/use-cases/bookkeeping-firm-client-portal.svg",
    challenge: `<p>A bookkeeping firm with six staff and about 120 monthly clients spent the first ten days of every month chasing documents. Bank statements, receipts and payroll reports arrived by email, text and shared folders in every format imaginable. Client details lived in a CRM, in QuickBooks Online and in a spreadsheet of due dates, and the three rarely agreed.</p>
<ul>
<li>About 25 staff hours a month went into reminders and tracking down missing documents</li>
<li>Month-end close averaged 14 business days</li>
<li>Onboarding a new client took two weeks of back-and-forth emails</li>
</ul>`,
    solution: `<p>We built a secure client portal where each client sees exactly what is due this month, uploads documents from a phone or computer and signs engagement letters. Behind it, a custom integration keeps the CRM, QuickBooks Online and the portal in sync, so a new client added to the CRM automatically gets a portal account, a document checklist and a linked accounting file.</p>
<ul>
<li><strong>Smart reminders</strong> go out only for documents that are actually missing, escalating from email to text</li>
<li><strong>AI document sorting</strong> reads each upload, labels it by type and month, and routes it to the right bookkeeper for review</li>
<li><strong>Status dashboard</strong> showing every client's close progress at a glance</li>
</ul>
<p>Clients were moved to the portal in three groups over six weeks, with a short video walkthrough for each.</p>`,
    results: [
      "50% shorter month-end close, from 14 business days to 7",
      "85% fewer reminder emails sent by staff",
      "Client onboarding cut from two weeks to three days",
      "$14,400 a year in staff time redirected to advisory work",
    ],
  },
];
