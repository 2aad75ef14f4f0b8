// A demo post seeded on first start (lib/seed.ts):
// "How to Measure the ROI of an Automation Project in 90 Days".
import type { SeedPost } from "./types";

export const measureRoiAiAutomation90Days: SeedPost = {
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
};
