// A demo post seeded on first start (lib/seed.ts):
// "Our AI Content Workflow: Drafts by AI, Decisions by Humans".
import type { SeedPost } from "./types";

export const aiContentWorkflowHumanReview: SeedPost = {
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
};
