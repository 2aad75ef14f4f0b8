// A demo post seeded on first start (lib/seed.ts):
// "After-Hours Lead Capture: What an AI Chat Assistant Should Do Between 5 p.m. and 8 a.m.".
import type { SeedPost } from "./types";

export const afterHoursLeadCaptureAiChatAssistant: SeedPost = {
  slug: "after-hours-lead-capture-ai-chat-assistant",
  title: "After-Hours Lead Capture: What an AI Chat Assistant Should Do Between 5 p.m. and 8 a.m.",
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
};
