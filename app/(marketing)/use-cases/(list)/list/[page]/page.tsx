import Link from "next/link";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { NotFoundPage } from "@/components/layout/not-found-status";
import { CtaBand } from "@/components/marketing/cta-band";
import { ButtonLink } from "@/components/ui/button";
import { FirstScreenPicture } from "@/components/ui/first-screen-picture";
import { ArrowRight } from "@/components/ui/icons";
import { Picture } from "@/components/ui/picture";
import { FALLBACK_IMAGE } from "@/lib/blog";
import { tagPage } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { listUseCases } from "@/lib/db/queries/use-cases";
import { noSlugsAtBuild, pageMetadata, withParentCard } from "@/lib/seo";
import { CARD_RESULTS_SHOWN, highlightFigure, industryLabel } from "@/lib/use-cases";
import "../../../use-cases.css";

// /use-cases is rewritten here (next.config.ts): the list is rendered on its first request, then
// served from the cache and refreshed at most every 5 minutes. It is one page ("1").
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = noSlugsAtBuild;

export const generateMetadata = withParentCard(
  pageMetadata({
    title: "Use Cases: AI Automation in Real Businesses",
    description:
      "How dental practices, real estate teams, online stores and service companies use AI assistants, automation and custom software, with measured results.",
    path: "/use-cases",
  }),
);

export default async function UseCasesPage({ params }: { params: Promise<{ page: string }> }) {
  if ((await params).page !== "1") {
    return (
      <NotFoundPage>
        <NotFoundContent />
      </NotFoundPage>
    );
  }
  await tagPage(CONTENT_TAGS.useCaseLists);
  const useCases = await listUseCases();
  return (
    <>
      <div className="wrap py-12 sm:py-16">
        {useCases.length === 0 ? (
          <p className="empty">No use cases published yet. Check back soon.</p>
        ) : (
          // Two per row; an odd last card is centred rather than left alone on one side (`.ucl`).
          <ul className="ucl">
            {useCases.map((u, index) => {
              const highlight = highlightFigure(u.results);
              return (
                <li key={u.id}>
                  <article className="group">
                    <div>
                      {/* The first card's picture is the largest thing in a phone's first screen. */}
                      {index === 0 ? (
                        <FirstScreenPicture
                          src={u.imageUrl ?? FALLBACK_IMAGE}
                          alt=""
                          width={1200}
                          height={630}
                        />
                      ) : (
                        <Picture
                          src={u.imageUrl ?? FALLBACK_IMAGE}
                          alt=""
                          width={1200}
                          height={630}
                        />
                      )}
                      {highlight && (
                        <p>
                          {highlight.figure}
                          <span className="sr-only">: {highlight.result}</span>
                        </p>
                      )}
                    </div>
                    <div>
                      <p className="eb">{industryLabel(u.industry)}</p>
                      <h2>
                        <Link href={`/use-cases/${u.slug}`}>{u.title}</Link>
                      </h2>
                      <ul aria-label="Results">
                        {u.results.slice(0, CARD_RESULTS_SHOWN).map((r, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: a card's results never reorder
                          <li key={i}>{r}</li>
                        ))}
                      </ul>
                      <span className="more">Read the full story</span>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <CtaBand
        title="Ready to write your own success story?"
        text="Tell us where your team loses time or leads. We'll show you what an automation would look like for your business."
      >
        <ButtonLink href="/contact" variant="inverse" size="lg">
          Contact Us
          <ArrowRight />
        </ButtonLink>
      </CtaBand>
    </>
  );
}
