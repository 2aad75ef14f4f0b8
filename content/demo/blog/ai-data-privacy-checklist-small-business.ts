// A demo post seeded on first start (lib/seed.ts):
// "Using AI Without Leaking Customer Data: A Privacy Checklist for Small Teams".
import type { SeedPost } from "./types";

export const aiDataPrivacyChecklistSmallBusiness: SeedPost = {
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
};
