// A demo post seeded on first start (lib/seed.ts):
// "SEO vs GEO: How to Show Up in Google and in AI Answers".
import type { SeedPost } from "./types";

export const seoVsGeoSmallBusiness: SeedPost = {
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
};
