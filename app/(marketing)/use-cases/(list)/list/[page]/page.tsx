import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { ButtonLink } from "@/components/ui/button";
import { ArrowRight } from "@/components/ui/icons";
import { Picture } from "@/components/ui/picture";
import { Container } from "@/components/ui/section";
import { tagPage } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { listUseCases } from "@/lib/db/queries/use-cases";
import { noSlugsAtBuild } from "@/lib/seo";
import { CARD_RESULTS_SHOWN, highlightFigure, industryLabel } from "@/lib/use-cases";

// /use-cases is rewritten here (next.config.ts): the list is rendered on its first request, then
// served from the cache and refreshed at most every 5 minutes. It is one page ("1").
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = noSlugsAtBuild;

export const metadata: Metadata = {
  title: "Use Cases: AI Automation in Real Businesses",
  description:
    "How dental practices, real estate teams, online stores and service companies use AI assistants, automation and custom software, with measured results.",
  alternates: { canonical: "/use-cases" },
};

export default async function UseCasesPage({ params }: { params: Promise<{ page: string }> }) {
  if ((await params).page !== "1") notFound();
  await tagPage(CONTENT_TAGS.useCaseLists);
  const useCases = await listUseCases();
  return (
    <>
      <PageHero
        eyebrow="Use cases"
        title="AI Automation at Work in Real Businesses"
        intro="Real projects, real numbers: see how small businesses use chat assistants, automation and custom software to win more customers with less busywork."
      />
      <Container className="py-12 sm:py-16">
        {useCases.length === 0 ? (
          <p className="rounded-card border border-dashed border-line bg-surface px-6 py-16 text-center text-muted">
            No use cases published yet. Check back soon.
          </p>
        ) : (
          // Two per row; an odd last card is centred rather than left alone on one side.
          <ul className="flex flex-wrap justify-center gap-8">
            {useCases.map((u) => {
              const highlight = highlightFigure(u.results);
              return (
                <li key={u.id} className="w-full md:w-[calc((100%_-_2rem)/2)]">
                  <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-lift">
                    <div className="relative">
                      <Picture
                        src={u.imageUrl ?? "/images/blog/fallback.svg"}
                        alt=""
                        width={1200}
                        height={630}
                        className="aspect-[1200/630] w-full bg-brand-50 object-cover"
                      />
                      {highlight && (
                        <p className="absolute bottom-4 right-4 rounded-xl bg-white/95 px-4 py-2 text-right shadow-card">
                          <span className="block text-2xl font-bold text-brand-700">
                            {highlight.figure}
                          </span>
                          <span className="sr-only">: {highlight.result}</span>
                        </p>
                      )}
                    </div>
                    <div className="flex flex-1 flex-col p-6">
                      <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">
                        {industryLabel(u.industry)}
                      </p>
                      <h2 className="mt-2 text-xl font-bold text-ink">
                        <Link
                          href={`/use-cases/${u.slug}`}
                          className="after:absolute after:inset-0 group-hover:text-brand-700"
                        >
                          {u.title}
                        </Link>
                      </h2>
                      <ul className="mt-4 flex-1 space-y-2" aria-label="Results">
                        {u.results.slice(0, CARD_RESULTS_SHOWN).map((r) => (
                          <li key={r} className="flex gap-2 text-sm text-muted">
                            <span
                              className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500"
                              aria-hidden
                            />
                            {r}
                          </li>
                        ))}
                      </ul>
                      <span className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                        Read the full story
                        <ArrowRight className="size-4" aria-hidden />
                      </span>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </Container>
      <CtaBand
        title="Ready to write your own success story?"
        text="Tell us where your team loses time or leads. We'll show you what an automation would look like for your business."
      >
        <ButtonLink href="/contact" variant="inverse" size="lg">
          Contact Us
          <ArrowRight className="size-5" aria-hidden />
        </ButtonLink>
      </CtaBand>
    </>
  );
}
