// A demo post seeded on first start (lib/seed.ts):
// "AI Voice Assistants for Missed Calls: What They Handle Well and What They Don't".
import type { SeedPost } from "./types";

export const aiVoiceAssistantsMissedCalls: SeedPost = {
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
};
