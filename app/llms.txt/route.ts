// GET /llms.txt — a short plain-text map of the site for AI search engines (the FAQ's "SEO
// versus GEO", practised): who we are, services, pricing, use cases and the latest posts.
import { site } from "@/config/site";
import { formatUsd, foundations, packages } from "@/content/pricing";
import { services } from "@/content/services";
import { workshop } from "@/content/workshop/event";
import { cachedFeedPosts, cachedUseCases } from "@/lib/content/cache";

export const dynamic = "force-dynamic";

export async function GET() {
  const [posts, useCases] = await Promise.all([cachedFeedPosts(10), cachedUseCases()]);
  const url = (path: string) => `${site.url}${path}`;
  const text = [
    `# ${site.company}`,
    "",
    `> ${site.description} ${site.responsePromise}`,
    "",
    "## Services",
    ...services.map((s) => `- [${s.title}](${url(`/services/${s.slug}`)}): ${s.cardDescription}`),
    "",
    "## Pricing",
    ...packages.map((p) => `- ${p.name}: ${p.price} ${p.note}`.trimEnd()),
    ...foundations.map((f) => `- ${f.name}: ${formatUsd(f.price)} one-time`),
    `- Full price list: ${url("/pricing")}`,
    "",
    "## Use cases",
    ...(useCases.length
      ? useCases.map(
          (u) =>
            `- [${u.title}](${url(`/use-cases/${u.slug}`)}) (${u.industry})${u.results[0] ? `: ${u.results[0]}` : ""}`,
        )
      : ["- None published yet."]),
    "",
    "## Latest articles",
    ...(posts.length
      ? posts.map((p) => `- [${p.title}](${url(`/blog/${p.slug}`)}): ${p.excerpt}`)
      : ["- None published yet."]),
    `- Feed: ${url("/blog/rss.xml")}`,
    "",
    "## Contact",
    `- Free strategy call: ${url(site.bookingPath)}`,
    `- Email: ${site.helloEmail}`,
    `- Workshop: [${workshop.title}](${url(workshop.path)})`,
    `- About us: ${url("/about-us")}`,
    "",
  ].join("\n");
  return new Response(text, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=300, s-maxage=300, stale-while-revalidate=300",
    },
  });
}
