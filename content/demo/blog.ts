// Demo blog content, written to the database on first start (lib/seed.ts). Author bios name
// the brand from configuration, so a renamed site seeds renamed demo content.
import { site } from "@/config/site";

export type SeedAuthor = { key: string; name: string; avatar: string | null; bio: string };

export type SeedPost = {
  slug: string;
  title: string;
  excerpt: string;
  /** HTML body: h2/h3, paragraphs, lists, emphasis, blockquotes and internal /services links. */
  content: string;
  /** "/images/blog/<slug>.svg", or null to show the fallback image. */
  featuredImage: string | null;
  /** What the image shows (its alt text on the article and in the feed). */
  featuredImageAlt: string | null;
  isFeatured: boolean;
  tags: string[];
  /** SeedAuthor.key */
  author: string;
  publishedAt: string;
  updatedAt?: string;
  metaDescription: string;
  metaKeywords: string;
};

export const seedAuthors: SeedAuthor[] = [
  {
    key: "priya-natarajan",
    name: "Priya Natarajan",
    avatar: null,
    bio: `Priya is co-founder and CTO of ${site.company}. She designs the AI assistants, integrations and custom software we build, with a focus on systems that are secure, reliable and easy to maintain.`,
  },
  {
    key: "marcus-reyes",
    name: site.consultantName,
    avatar: null,
    bio: `${site.consultantFirstName} is co-founder and COO of ${site.company}. After a decade running operations and marketing for service businesses, they now help owners turn daily headaches into practical automation plans.`,
  },
  {
    key: "jenna-cole",
    name: "Jenna Cole",
    avatar: null,
    bio: `Jenna is the AI content strategist at ${site.company}. She runs our smart blog program, pairing AI drafting with careful human editing so small businesses show up in search and in AI answers.`,
  },
];

export const seedPosts: SeedPost[] = [
  {
    slug: "measure-roi-ai-automation-90-days",
    title: "How to Measure the ROI of an Automation Project in 90 Days",
    excerpt:
      "Automation ROI is easy to exaggerate and surprisingly easy to measure honestly. Take a baseline, track three kinds of return and judge the project at 90 days with numbers your accountant would accept.",
    content: `<p>Every automation vendor, including us, will tell you about impressive returns. The only numbers that matter are yours. The good news is that measuring the return on an automation project doesn't require a data team. It requires a baseline, three simple buckets and the discipline to look at the numbers at 30, 60 and 90 days.</p>
<h2>Step 1: Take a baseline before anything changes</h2>
<p>This is the step most businesses skip, and skipping it turns every later conversation into a matter of opinion. In the two weeks before launch, write down:</p>
<ul>
<li><strong>Inquiry volume</strong> per month, by channel.</li>
<li><strong>Response time:</strong> the median time from inquiry to first human reply.</li>
<li><strong>Conversion rate</strong> from inquiry to booked appointment or sale.</li>
<li><strong>Average job or order value</strong>, and your typical gross margin.</li>
<li><strong>Hours per week</strong> spent on the tasks you plan to automate. Ask the people who do them to log it for one week; estimates from memory are often off by half.</li>
<li><strong>Software costs</strong> you expect to replace.</li>
</ul>
<h2>Step 2: Count the three kinds of return</h2>
<h3>Time saved</h3>
<p>Multiply hours saved per month by the loaded hourly cost of the person who used to do the work, meaning wage plus taxes and benefits. Be strict: only count time that is actually redeployed to something useful. If automation saves a coordinator eight hours a week and those hours now go to calling past customers, count them. If they quietly disappear, they are not a return.</p>
<h3>Revenue recovered</h3>
<p>This is usually the biggest bucket and the one that needs the most care. Compare conversion rates before and after, applied to the same lead volume, and multiply by gross margin, not revenue. If you booked 22% of 150 monthly inquiries before and 28% after, that is 9 extra jobs a month. At a $600 average job with a 45% gross margin, that is about $2,430 a month in extra gross profit.</p>
<h3>Costs avoided</h3>
<p>Cancelled subscriptions, a part-time hire you no longer need, or lower ad spend because you convert more of the leads you already get. Only count costs that actually stopped.</p>
<h2>Step 3: Put it together</h2>
<p>Here is a worked example for a home services company that bought a Growth system for $8,000 and pays about $120 a month in hosting and AI usage:</p>
<ul>
<li>Time saved: 30 hours a month at $28 an hour = <strong>$840 a month</strong></li>
<li>Extra gross profit from better conversion = <strong>$2,430 a month</strong></li>
<li>Subscriptions cancelled (a form tool and an SMS add-on) = <strong>$110 a month</strong></li>
</ul>
<p>That is $3,380 a month in return. Over six months it adds up to $20,280 against a total outlay of $8,720, the build plus six months of running costs. The net gain is $11,560, a return of roughly 133%, and the build paid for itself in under three months. Your numbers will be different, and that is exactly why you measure them.</p>
<h2>Step 4: Review at 30, 60 and 90 days</h2>
<ol>
<li><strong>At 30 days</strong>, check that the system works as designed: leads are captured, messages go out, nothing falls through the cracks. Don't judge ROI yet.</li>
<li><strong>At 60 days</strong>, look at the leading indicators: response time, capture rate and booking rate. These move before revenue does.</li>
<li><strong>At 90 days</strong>, calculate the full return using the three buckets, and compare against the same period last year if your business is seasonal.</li>
</ol>
<h2>Common ways ROI gets inflated</h2>
<ul>
<li><strong>Counting revenue instead of margin.</strong> A $600 job is not $600 of return.</li>
<li><strong>Ignoring seasonality.</strong> An HVAC company that launches in May will look brilliant in July for reasons that have nothing to do with automation.</li>
<li><strong>Crediting every lead the chat assistant touched</strong> as a lead it created. Many of those people would have called anyway.</li>
<li><strong>Forgetting running costs</strong> and the staff time spent reviewing and improving the system.</li>
</ul>
<blockquote>A conservative number you believe is worth more than an impressive number you have to defend.</blockquote>
<p>We build an analytics dashboard into most projects so these numbers are tracked automatically from launch day. It is a $2,000 add-on on its own and included in the Growth package. If you want help setting a baseline before you buy anything, our <a href="/services/ai-solutions">AI solutions</a> and <a href="/services/marketing-automation">marketing automation</a> pages explain where the returns usually come from.</p>`,
    featuredImage: "/images/blog/measure-roi-ai-automation-90-days.svg",
    featuredImageAlt: "Bar chart with a rising return line over three monthly checkpoints",
    isFeatured: false,
    tags: ["AI Automation", "Small Business"],
    author: "marcus-reyes",
    publishedAt: "2026-10-20T14:00:00Z",
    metaDescription:
      "A practical way to measure automation ROI: take a baseline, count time saved, revenue recovered and costs avoided, and review at 30, 60 and 90 days.",
    metaKeywords:
      "automation ROI, AI automation return on investment, measure automation results, small business automation, payback period",
  },
  {
    slug: "after-hours-lead-capture-ai-chat-assistant",
    title:
      "After-Hours Lead Capture: What an AI Chat Assistant Should Do Between 5 p.m. and 8 a.m.",
    excerpt:
      "A third or more of small-business inquiries arrive when nobody is at the desk. Here is how to set up a chat assistant that answers, qualifies and books those leads overnight.",
    content: `<h2>The overnight gap is bigger than you think</h2>
<p>Pull the timestamps on your last 90 days of web form submissions, chat messages and missed calls, then sort them by hour. For most of the home service companies, clinics and professional firms we work with, somewhere between 30% and 45% of new inquiries arrive outside business hours: after dinner, early on Saturday, or on Sunday afternoon when people finally have time to deal with the leaky faucet or the tooth that has been bothering them.</p>
<p>Those people are not idly browsing. They are comparing two or three businesses, and the first one that gives a useful answer usually gets the appointment. If your website offers a contact form and a promise to "get back to you within one business day", you are asking a motivated buyer to wait 14 hours while a competitor's site answers them right now.</p>
<p>The math adds up quickly. Say a plumbing company gets 120 inquiries a month and 40 of them come in after hours. If even a quarter of those go to someone who replied first, and the average job is worth $450, that is 10 jobs and $4,500 in revenue walking away every month, before counting repeat business and referrals.</p>
<h2>What the assistant should handle, and what it shouldn't</h2>
<p>A good after-hours assistant is not trying to replace your front desk. Its job is narrow and valuable:</p>
<ul>
<li><strong>Answer the common questions</strong> accurately: service area, hours, whether you handle a specific problem, typical price ranges, financing and what to expect at the first visit.</li>
<li><strong>Collect the details your team needs</strong>: name, phone, email, ZIP code and a plain-language description of the job.</li>
<li><strong>Qualify lightly</strong>: is it urgent, is it in your area, is it a service you offer?</li>
<li><strong>Book or propose a time</strong> directly on your calendar, or promise a specific callback window.</li>
<li><strong>Hand off cleanly</strong> when a person is needed, including emergencies, with your after-hours number.</li>
</ul>
<p>Just as important is what it should not do. It should not quote final prices on jobs that need an inspection, diagnose medical or legal problems, promise anything outside your written policies, or pretend to be a person. Visitors are comfortable talking to an assistant as long as it is upfront about being one and gets them what they need.</p>
<h2>Setting it up in five steps</h2>
<ol>
<li><strong>List the 20 questions you hear most.</strong> Ask whoever answers the phone. This list becomes the test set you check the assistant against before launch.</li>
<li><strong>Write the knowledge base.</strong> Services, service area, hours, price ranges, policies, warranty terms and the words customers actually use. One clear page of facts beats a pile of old brochures.</li>
<li><strong>Keep qualification to three or four questions.</strong> Every extra required question costs completions. Ask only for what changes your next step.</li>
<li><strong>Connect the calendar and the CRM.</strong> A booked slot should appear on the right calendar, and the lead should land in your CRM with the transcript attached, without anyone copying it over.</li>
<li><strong>Design the morning hand-off.</strong> At 7:30 a.m. your team should get one summary: who came in overnight, what they need, how urgent it is and what was promised.</li>
</ol>
<h2>The morning hand-off matters as much as the chat</h2>
<p>We have seen well-built assistants fail because nobody acted on what they collected. If the chat promised a call before 10 a.m., that call has to happen before 10 a.m. Put overnight leads at the top of the CRM view your team opens first, assign each one to a person, and trigger a reminder if a lead has not been contacted by mid-morning.</p>
<blockquote>The assistant doesn't close the deal. It makes sure a real person starts the day with a warm, well-documented lead instead of a voicemail that says "call me back."</blockquote>
<h2>What to measure in the first 30 days</h2>
<ul>
<li><strong>After-hours conversations started</strong>, and how many left contact details. Between 35% and 50% is a healthy capture rate for service businesses.</li>
<li><strong>Appointments booked or callbacks scheduled</strong> directly from the chat.</li>
<li><strong>Answer accuracy</strong>, checked by reading 20 transcripts a week. Every wrong or vague answer points to a gap in the knowledge base, not a reason to give up.</li>
<li><strong>Time to first human contact</strong> for overnight leads. This is the number that turns a captured lead into a customer.</li>
</ul>
<h2>What it costs</h2>
<p>A chat assistant trained on your business is a $1,000 line item in our menu, and it is included in the $5,000 Starter package together with a landing page, intake form, CRM table and instant auto-reply emails. Language-model usage for a small business typically runs $20 to $60 a month. If it books two extra jobs a month, it usually pays for itself within the first quarter.</p>
<p>If you want to see what an assistant would say to your customers, our <a href="/services/ai-solutions">AI solutions</a> team can build a quick prototype from your existing website, and our <a href="/services/marketing-automation">marketing automation</a> work covers the follow-up that happens after the chat ends.</p>`,
    featuredImage: "/images/blog/after-hours-lead-capture-ai-chat-assistant.svg",
    featuredImageAlt: "Night sky with a crescent moon above chat bubbles and a booked appointment",
    isFeatured: true,
    tags: ["Chatbots", "Lead Generation", "AI Automation", "Small Business"],
    author: "marcus-reyes",
    publishedAt: "2026-09-29T14:00:00Z",
    updatedAt: "2026-10-06T16:30:00Z",
    metaDescription:
      "Up to 45% of inquiries arrive after hours. How to set up an AI chat assistant that answers, qualifies and books those leads overnight.",
    metaKeywords:
      "after-hours lead capture, AI chat assistant, website chatbot, lead generation, small business chatbot, appointment booking",
  },
  {
    slug: "ai-voice-assistants-missed-calls",
    title: "AI Voice Assistants for Missed Calls: What They Handle Well and What They Don't",
    excerpt:
      "AI phone assistants are now good enough to answer real customers. Here is where they shine, where they still stumble, and how to design one that callers don't hate.",
    content: `<p>Two years ago, most AI phone systems were glorified phone trees with a nicer voice. Today, a well-built voice assistant can hold a natural conversation, answer questions from your knowledge base, book an appointment on your calendar and send your team a summary before the caller hangs up. For businesses that miss calls during jobs, lunch breaks or after hours, that is a real change.</p>
<p>It is also easy to deploy badly. Here is an honest look at what voice assistants do well, where they still struggle and how we design them so callers don't feel trapped.</p>
<h2>How they work, briefly</h2>
<p>A voice assistant chains three pieces together: speech recognition turns the caller's words into text, a language model decides what to say using your business information and rules, and speech synthesis turns the reply back into a natural voice. The whole loop needs to happen in about a second. Much slower than that and the conversation starts to feel awkward, with callers talking over the assistant.</p>
<h2>What they handle well</h2>
<ul>
<li><strong>Routine questions:</strong> hours, location, service area, whether you handle a particular job, what a visit costs, parking and what to bring.</li>
<li><strong>Booking and rescheduling</strong> against your real calendar availability, with a text confirmation.</li>
<li><strong>Useful messages:</strong> who called, why, how urgent it is and the best callback time, transcribed and summarized.</li>
<li><strong>Routing:</strong> recognizing an existing customer with an urgent issue and transferring to the on-call technician.</li>
<li><strong>Overflow:</strong> picking up when every line is busy instead of sending callers to voicemail, which many people never leave.</li>
</ul>
<h2>Where they still struggle</h2>
<ul>
<li><strong>Upset callers.</strong> Someone angry about a bill wants a person, and an assistant trying to help usually makes it worse. Detect it and transfer.</li>
<li><strong>Complex quoting.</strong> Anything that depends on seeing the job, reading a plan or making a judgment call should become a scheduled callback, not an improvised number.</li>
<li><strong>Noisy lines and unusual names.</strong> Recognition is good but not perfect from a job site or a highway. Confirm phone numbers and email addresses by reading them back.</li>
<li><strong>Emergencies.</strong> Gas leaks, medical situations and anything safety-related need a hard rule: give the emergency instructions and transfer immediately, with no conversation.</li>
</ul>
<h2>Design rules that keep callers happy</h2>
<ol>
<li><strong>Say it's an AI assistant in the first sentence.</strong> "Hi, you've reached Lone Star Plumbing. I'm the virtual assistant. I can book a visit, take a message or connect you with the team." Honesty earns patience.</li>
<li><strong>Always offer a way out.</strong> Saying "person" or pressing zero should reach a human, or a clear callback promise, at any point.</li>
<li><strong>Keep answers short.</strong> Spoken answers should be one or two sentences. Nobody wants a paragraph read to them.</li>
<li><strong>Confirm the important details.</strong> Read back the phone number, address and appointment time.</li>
<li><strong>End with a clear next step</strong>, and send it by text so the caller has it in writing.</li>
</ol>
<h2>What to measure</h2>
<p>Track the share of calls answered (it should be close to 100%), the share that ended in a booking or a complete message, how many callers asked for a person, and how quickly your team returned the callbacks. Listen to ten recordings a week for the first month. You will spot gaps in the knowledge base fast, and most fixes are a sentence or two of added information.</p>
<h2>Is it right for your business?</h2>
<p>Voice assistants pay off fastest for businesses that get 100 or more calls a month and miss a meaningful share of them: home services, clinics, salons, auto shops and property managers. If most of your inquiries already come through your website, start with a chat assistant and add voice later.</p>
<blockquote>The best voice assistant is the one your callers describe as "they picked up right away and booked me in," not the one that sounds most human.</blockquote>
<p>Our voice assistant is part of the AI Max package and is usually built on the same knowledge base as the website chat, so both channels give the same answers. Learn more on our <a href="/services/ai-solutions">AI solutions</a> page, or see how call summaries flow into your CRM on the <a href="/services/systems-integration">systems integration</a> page.</p>`,
    featuredImage: null,
    featuredImageAlt: null,
    isFeatured: false,
    tags: ["Chatbots", "AI Automation", "Lead Generation"],
    author: "priya-natarajan",
    publishedAt: "2026-09-01T15:00:00Z",
    metaDescription:
      "An honest look at AI voice assistants for missed calls: what they handle well, where they struggle, and design rules that keep callers happy.",
    metaKeywords:
      "AI voice assistant, AI phone answering, missed calls, virtual receptionist, small business phone automation",
  },
  {
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
  },
  {
    slug: "ai-content-workflow-human-review",
    title: "Our AI Content Workflow: Drafts by AI, Decisions by Humans",
    excerpt:
      "AI can cut the time it takes to produce a good article by more than half, but only if people stay in charge of facts, voice and judgment. Here is the six-stage process we use for every post.",
    content: `<p>Every article on this blog, and on the smart blogs we run for clients, goes through the same process. AI does the heavy lifting in the middle. People decide what gets written, check every claim and approve every word that goes live. The footer of this site says so, and we mean it literally.</p>
<p>We are sharing the process because "AI content" has a bad reputation, mostly earned by sites that publish whatever a model produces. The problem isn't the tool. It is skipping the steps that make content worth reading.</p>
<h2>Stage 1: Start from real questions</h2>
<p>Topics come from what customers actually ask: chat transcripts, sales call notes, support emails and the questions that show up in search results for your core services. We keep a running list and score each question on three things: how often it comes up, how close it is to a buying decision, and whether we have something original to say about it.</p>
<p>A topic with no original angle gets dropped, no matter how much search volume it has. The internet does not need another generic list of tips.</p>
<h2>Stage 2: A human writes the brief</h2>
<p>The brief is the most important document in the process, and a person always writes it. It takes 15 to 20 minutes and covers:</p>
<ul>
<li>The reader, and what they should be able to do after reading.</li>
<li>The one main point, in a single sentence.</li>
<li>Facts, figures and examples that must be included, with sources.</li>
<li>The client's own experience: a real project, a common mistake they see, a number from their business.</li>
<li>What to avoid: claims we can't support, competitors' names and promises about results.</li>
</ul>
<h2>Stage 3: AI drafts</h2>
<p>With a good brief, a model tuned on the brand's voice and past articles produces a solid first draft in minutes. We ask for the structure first, the headings and the key point of each section, and only then the full draft. Separating the two makes it much easier to catch a weak argument before it is buried in fluent paragraphs.</p>
<h2>Stage 4: A human edits for truth and voice</h2>
<p>This is where most of the human time goes, and it is not light proofreading. The editor:</p>
<ol>
<li><strong>Checks every factual claim.</strong> Any statistic without a source we trust is removed or replaced. Models sound confident even when they are wrong, so every number is treated as unverified until proven otherwise.</li>
<li><strong>Adds what the AI can't know:</strong> the client's real examples, local details, opinions and hard-won lessons.</li>
<li><strong>Cuts.</strong> AI drafts tend to run long and repeat themselves. A 20% cut is normal.</li>
<li><strong>Fixes the voice</strong>, removing the stock phrases that make machine-written text easy to spot.</li>
</ol>
<h2>Stage 5: Subject-matter and compliance review</h2>
<p>For anything touching health, law, finance or safety, someone qualified reads the final draft. For a dental practice that is a dentist; for a law firm, an attorney. It takes 10 to 15 minutes and it is not optional. We also check that internal links point to the right pages and that the meta description matches what the article actually says.</p>
<h2>Stage 6: Publish, then refresh</h2>
<p>Articles are scheduled, not dumped. After 90 days we look at search impressions, time on page and whether the article led to inquiries. Posts that are close to performing get updated with better examples or clearer answers near the top, and posts built on facts that change, like prices or regulations, get a review date.</p>
<h2>What this saves, honestly</h2>
<p>Writing a solid 900-word article from scratch typically takes an experienced writer four to six hours, including research. With this process, the human time drops to roughly 90 minutes to two hours: the brief, the edit and the review. That is a big saving, but it is not zero, and anyone promising fully automatic content at scale is selling you pages nobody will trust.</p>
<blockquote>The AI writes the first draft. People write the parts worth reading and decide what is true.</blockquote>
<h2>Rules we never break</h2>
<ul>
<li>Nothing is published without a named person approving it.</li>
<li>No statistic goes out without a source we have checked.</li>
<li>Every article includes at least one example or insight specific to the business.</li>
<li>We say clearly that AI tools are used to produce content.</li>
</ul>
<p>The smart blog is a $900 add-on in our pricing and comes with the Growth package. If you want help setting up a similar process for your team, start with our <a href="/services/ai-solutions">AI solutions</a> page, or see how content feeds your email and lead nurturing on the <a href="/services/marketing-automation">marketing automation</a> page.</p>`,
    featuredImage: "/images/blog/ai-content-workflow-human-review.svg",
    featuredImageAlt: "Content pipeline from AI draft to human review and an approved article",
    isFeatured: false,
    tags: ["Content Strategy", "SEO", "AI Automation"],
    author: "jenna-cole",
    publishedAt: "2026-07-21T15:00:00Z",
    metaDescription:
      "The six-stage process we use to produce AI-assisted articles: real questions, human briefs, AI drafts, careful editing, expert review and refreshes.",
    metaKeywords:
      "AI content workflow, AI writing with human review, content strategy, AI blog, editorial process, SEO content",
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    slug: "seo-vs-geo-small-business",
    title: "SEO vs GEO: How to Show Up in Google and in AI Answers",
    excerpt:
      "Customers now ask ChatGPT and Google's AI Overviews for recommendations. What generative engine optimization means for a small business, what stays the same as SEO, and what to do this month.",
    content: `<p>For twenty years, being found online meant ranking on Google's first page. That still matters. But a growing share of your customers now ask ChatGPT, Perplexity, Gemini or Google's AI Overviews a question like "who's a reliable roofer in Round Rock that handles insurance claims?" and get a short answer with a few names in it. Whether your business is one of those names is the question generative engine optimization, or GEO, tries to answer.</p>
<h2>The short definitions</h2>
<p><strong>SEO</strong> (search engine optimization) is the work of making your pages rank in traditional search results, the familiar list of links. <strong>GEO</strong> (generative engine optimization) is the work of making your business understood, trusted and cited by AI systems that write answers instead of listing links.</p>
<p>They are not rivals. GEO is built on the same foundation as SEO, and most of the work helps both. The differences are in emphasis.</p>
<h2>What stays the same</h2>
<ul>
<li><strong>Helpful, specific content</strong> written for real questions still wins. AI systems draw heavily on pages that search engines already consider useful.</li>
<li><strong>Technical basics</strong> still apply: fast pages, clean HTML, crawlable content, a sitemap, and nothing important hidden behind scripts or logins.</li>
<li><strong>Local signals</strong> such as a complete Google Business Profile, a consistent name, address and phone number, and genuine reviews still carry weight.</li>
</ul>
<h2>What changes with GEO</h2>
<h3>Direct answers beat long introductions</h3>
<p>AI systems extract passages. A page that answers "How much does a tankless water heater installation cost in Austin?" in its first two sentences, with a real range and what drives it, is far more quotable than one that warms up for 300 words. Put the answer first, then the nuance.</p>
<h3>Consistency is how you become an entity</h3>
<p>Language models build their picture of your business from everything they can find: your website, directories, review sites, social profiles and news mentions. If your site says you serve "Central Texas", a directory listing says "Austin only" and an old profile lists a service you dropped two years ago, that picture is blurry. Make your services, service area, hours and key facts identical everywhere.</p>
<h3>Other people's words count more</h3>
<p>AI answers lean heavily on third-party sources: reviews, local news, industry associations, "best of" lists and community forums. A mention in a local publication, or a detailed review that names the service you performed, can do more for GEO than another page on your own site.</p>
<h3>Structure helps machines read you</h3>
<p>Clear headings, short paragraphs, lists, FAQ sections and structured data (schema markup for your business, services, reviews and articles) make it easier for any system to understand what a page is about and which facts it contains.</p>
<h2>A practical checklist for a small business</h2>
<ol>
<li>Write down the 15 questions customers ask before they buy, and make sure each one is answered clearly on your site, ideally on the page for that service.</li>
<li>Add honest price ranges. "It depends" gives an AI nothing to quote; "most jobs fall between $1,800 and $3,200, depending on access and capacity" does.</li>
<li>Audit your business details on your site, Google, Bing, Apple Maps, Yelp and the two or three directories that matter in your industry. Fix every inconsistency.</li>
<li>Ask happy customers for reviews that mention the specific service and neighborhood. You can suggest it; you can't script it.</li>
<li>Add schema markup for your organization, location, services and FAQs.</li>
<li>Publish one genuinely useful article a month built on a real customer question, with an example or number only you could provide.</li>
</ol>
<h2>How to measure it</h2>
<p>SEO has mature tools: rankings, impressions and clicks in Google Search Console. GEO measurement is younger, so keep it simple:</p>
<ul>
<li>Once a month, ask three or four AI assistants the same ten questions a customer would ask, and record whether you are mentioned and how you are described.</li>
<li>In your analytics, watch referral traffic from AI tools such as chatgpt.com and perplexity.ai. It is usually small but high-intent.</li>
<li>Ask new customers how they found you, and add "an AI assistant" as an option on your intake form.</li>
</ul>
<blockquote>If a page wouldn't help a customer who found it by accident, it won't help an AI system decide to recommend you either.</blockquote>
<h2>Where to start</h2>
<p>If you only do one thing this month, rewrite your top three service pages so each opens with a direct answer, an honest price range and your service area, then fix your business listings. That single change improves both your search rankings and your chances of being quoted. Our smart blog, included in the Growth package, turns real customer questions into reviewed articles every month. Read more on our <a href="/services/marketing-automation">marketing automation</a> page.</p>`,
    featuredImage: "/images/blog/seo-vs-geo-small-business.svg",
    featuredImageAlt: "A search bar with result lines next to an AI answer card citing a business",
    isFeatured: true,
    tags: ["SEO", "Content Strategy", "Small Business"],
    author: "jenna-cole",
    publishedAt: "2026-04-07T14:00:00Z",
    updatedAt: "2026-08-18T17:00:00Z",
    metaDescription:
      "What generative engine optimization (GEO) means for small businesses, how it differs from SEO, and a practical checklist to show up in AI answers.",
    metaKeywords:
      "SEO vs GEO, generative engine optimization, AI search, AI Overviews, local SEO, ChatGPT recommendations, small business SEO",
  },
  {
    slug: "ai-data-privacy-checklist-small-business",
    title: "Using AI Without Leaking Customer Data: A Privacy Checklist for Small Teams",
    excerpt:
      "Most AI privacy problems in small businesses aren't hacks. They're staff pasting customer details into the wrong tool. A ten-point checklist for using AI without putting client data at risk.",
    content: `<p>When small businesses ask about AI and privacy, they usually picture a sophisticated breach. The real risks are more ordinary: an office manager pastes a client's full intake form into a free chatbot to summarize it, a chat assistant asks website visitors for far more information than it needs, or transcripts pile up for years in a tool nobody remembers signing up for.</p>
<p>None of these require a security team to fix. They require a few decisions, written down and followed. Here is the checklist we work through with every client before an AI system goes live.</p>
<p><em>This article is general information, not legal advice. If you handle health, financial or children's data, talk to an attorney about your specific obligations.</em></p>
<h2>1. Know which AI tools are in use</h2>
<p>Ask your team, without judgment, which AI tools they use for work. You will often find three or four, many on personal accounts. You can't protect data flowing into tools you don't know about. The goal isn't to ban them; it is to move useful work onto approved accounts.</p>
<h2>2. Use business accounts with training turned off</h2>
<p>Consumer versions of many AI tools may use conversations to improve their models unless you opt out. Business and API plans from the major providers generally don't train on your data by default and offer clearer retention terms. Check the settings and terms of every tool you approve, and write down what you found.</p>
<h2>3. Sort your data into three buckets</h2>
<ul>
<li><strong>Public:</strong> website content, published prices and general policies. Safe for any tool.</li>
<li><strong>Internal:</strong> processes, internal notes and non-sensitive business data. Approved business tools only.</li>
<li><strong>Sensitive:</strong> health information, Social Security numbers, financial account details, legal matters and anything about minors. Only in systems specifically set up and contracted for it, or not at all.</li>
</ul>
<h2>4. Collect less</h2>
<p>Your chat assistant needs a name, a way to reach the person and a description of what they need. It does not need a date of birth, an insurance ID or a medical history. Every field you don't collect is a field you can't leak. We design assistants to steer visitors away from sharing sensitive details in chat and toward a secure form or a phone call when it is really needed.</p>
<h2>5. Redact before you send</h2>
<p>When an automation sends text to a language model, for example to summarize an email or classify an inquiry, strip out what the model doesn't need first. Account numbers, card numbers and government IDs can be masked automatically before the text leaves your systems.</p>
<h2>6. Set retention limits</h2>
<p>Decide how long chat transcripts, call recordings and AI logs are kept, and automate the deletion. For most lead capture, 30 to 90 days of full transcripts is plenty; the lead summary in your CRM is what you need long term.</p>
<h2>7. Control access</h2>
<p>Use individual logins, not shared passwords, for every tool that holds customer data, with two-factor authentication turned on. Remove access the day someone leaves, and make sure admin dashboards show each role only what it needs.</p>
<h2>8. Sign the right agreements</h2>
<p>If you are a healthcare provider covered by HIPAA, any vendor that handles patient information on your behalf needs to sign a business associate agreement, and many AI tools won't. Other regulated industries have their own rules. Texas also has a consumer privacy law, the Texas Data Privacy and Security Act, which includes consent rules for sensitive data. Ask your attorney which obligations apply to you.</p>
<h2>9. Tell people what you do</h2>
<p>Your privacy policy should say that you use AI tools, what data they process and how long you keep it. Your chat assistant should say it is an AI. Being upfront costs nothing and builds trust.</p>
<h2>10. Write a one-page AI use policy</h2>
<p>Cover which tools are approved, which data may go where and who to ask when unsure. One page people actually read beats a 20-page document nobody opens. Review it every six months, because the tools change quickly.</p>
<blockquote>Good AI privacy isn't about avoiding AI. It's about deciding, on purpose, which information goes where.</blockquote>
<p>Every system we build follows these principles by default: minimal data collection in chat, retention limits, business-grade AI providers and accounts created in your name. If you would like us to review how your team uses AI today, start with our <a href="/services/ai-solutions">AI solutions</a> page, or see how we keep data consistent across tools on the <a href="/services/systems-integration">systems integration</a> page.</p>`,
    featuredImage: "/images/blog/ai-data-privacy-checklist-small-business.svg",
    featuredImageAlt: "A shield with a padlock next to a privacy checklist",
    isFeatured: false,
    tags: ["AI Automation", "Small Business", "Chatbots"],
    author: "priya-natarajan",
    publishedAt: "2026-03-17T14:00:00Z",
    metaDescription:
      "A ten-point checklist for using AI tools and chat assistants without exposing customer data: approved accounts, data minimization, retention and access.",
    metaKeywords:
      "AI data privacy, AI privacy checklist, chatbot data security, small business AI policy, customer data protection, HIPAA AI",
  },
  {
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
  },
  {
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
  },
  {
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
  },
];
