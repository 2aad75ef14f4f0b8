import type { Metadata } from "next";
import Link from "next/link";
import { permanentRedirect } from "next/navigation";
import { NotFoundPage } from "@/components/layout/not-found-status";
import { CtaBand } from "@/components/marketing/cta-band";
import { FirstScreenPicture } from "@/components/ui/first-screen-picture";
import { ArrowLeft, CheckCircle2 } from "@/components/ui/icons";
import { Container } from "@/components/ui/section";
import { tagPage } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { socialImageOfUseCase } from "@/lib/content/social";
import { currentAddress } from "@/lib/db/queries/studio-addresses";
import { getUseCaseBySlug } from "@/lib/db/queries/use-cases";
import { loaderBySlug, noSlugsAtBuild, pageMetadata, shareImage } from "@/lib/seo";
import { industryLabel, industryTrail } from "@/lib/use-cases";
import UseCaseNotFound from "./not-found";
import "@/components/ui/prose.css";
import { JsonLd } from "@/components/ui/json-ld";
import { breadcrumbJsonLd } from "@/lib/structured-data";

export const revalidate = 300;
// Each slug is rendered on its first request, then cached (incremental static regeneration):
// an unknown slug answers a real 404 status rather than a streamed 200.
export const dynamicParams = true;
export const generateStaticParams = noSlugsAtBuild;

type Params = Promise<{ slug: string }>;

const loadUseCase = loaderBySlug(async (slug) => {
  await tagPage(CONTENT_TAGS.oneUseCase(slug));
  return getUseCaseBySlug({ slug });
});

const formerAddressOf = loaderBySlug((slug) => currentAddress("use case", slug));

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const u = await loadUseCase((await params).slug);
  if (!u) return { title: "Use case not found" }; // noindex: Next adds it to every 404
  const description = `${industryLabel(u.industry)}: ${u.results.slice(0, 2).join("; ")}.`.slice(
    0,
    158,
  );
  const image = shareImage(socialImageOfUseCase(u), u.title);
  return pageMetadata({
    title: u.title,
    description,
    path: `/use-cases/${u.slug}`,
    type: "article",
    openGraph: { images: [image] },
    twitter: { card: "summary_large_image", title: u.title, description, images: [image] },
  });
}

export default async function UseCasePage({ params }: { params: Params }) {
  const { slug } = await params;
  const u = await loadUseCase(slug);
  if (!u) {
    // A former address of a use case renamed in the studio: 308 to where it is now, if it is
    // public there (loaded as that page, so its tag refreshes this answer when it changes).
    const now = await formerAddressOf(slug);
    if (now && (await loadUseCase(now))) permanentRedirect(`/use-cases/${now}`);
    return (
      <NotFoundPage>
        <UseCaseNotFound />
      </NotFoundPage>
    );
  }
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Use Cases", path: "/use-cases" },
          { name: u.title, path: `/use-cases/${u.slug}` },
        ])}
      />
      <article>
        <header className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
          <Container className="max-w-4xl py-12 sm:py-16">
            <Link
              href="/use-cases"
              className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden />
              All use cases
            </Link>
            <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-600">
              {industryTrail(u.industry)}
            </p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
              {u.title}
            </h1>
          </Container>
        </header>
        <Container className="max-w-4xl py-10">
          {u.imageUrl && (
            <FirstScreenPicture
              src={u.imageUrl}
              alt=""
              width={1200}
              height={630}
              className="aspect-[1200/630] w-full rounded-card bg-brand-50 object-cover shadow-card"
            />
          )}
          <div className="mt-10 grid gap-10 lg:grid-cols-[1.6fr_1fr]">
            <div className="space-y-10">
              <section aria-labelledby="challenge-heading">
                <h2 id="challenge-heading" className="text-2xl font-bold text-ink">
                  The challenge
                </h2>
                <div
                  className="prose-article mt-4"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on write (lib/utils/html.ts)
                  dangerouslySetInnerHTML={{ __html: u.challenge }}
                />
              </section>
              <section aria-labelledby="solution-heading">
                <h2 id="solution-heading" className="text-2xl font-bold text-ink">
                  Our solution
                </h2>
                <div
                  className="prose-article mt-4"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on write (lib/utils/html.ts)
                  dangerouslySetInnerHTML={{ __html: u.solution }}
                />
              </section>
            </div>
            <aside
              aria-labelledby="results-heading"
              className="h-fit rounded-card border border-brand-100 bg-brand-50 p-6"
            >
              <h2 id="results-heading" className="text-xl font-bold text-ink">
                Results
              </h2>
              <ul className="mt-4 space-y-3">
                {u.results.map((r) => (
                  <li key={r} className="flex gap-3 text-ink">
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
                    {r}
                  </li>
                ))}
              </ul>
            </aside>
          </div>
        </Container>
      </article>
      <CtaBand
        title="Want results like these?"
        text="Book a free strategy call and we'll map the automations that would pay off fastest for your business."
        label="Book a Strategy Call"
      />
    </>
  );
}
