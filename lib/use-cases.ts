// Use-case card rules shared by the API, the pages and their tests.
import type { UseCase } from "@/lib/db/schema";

export const CARD_RESULTS_SHOWN = 4;

/** "Healthcare - Dental Practice" is shown as "Dental Practice"; plain industries as they are. */
export function industryLabel(industry: string): string {
  const dash = industry.indexOf(" - ");
  if (dash === -1) return industry.trim();
  const after = industry.slice(dash + 3).trim();
  return after || industry.trim();
}

/** "Healthcare · Dental Practice": the whole industry, its parts set apart as a trail. */
export function industryTrail(industry: string): string {
  return industry
    .split(/\s+-\s+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" · ");
}

// A percentage ("62%", "12.5 %"), a dollar amount ("$18,000", "$2.4M", "$500k+") or a
// multiplier ("3x", "4.5x"), whichever comes first in the text.
const FIGURE =
  /\$\s?\d[\d,]*(?:\.\d+)?(?:\s?[kKmMbB](?![a-z]))?\+?|\d[\d,]*(?:\.\d+)?\s?%|\d+(?:\.\d+)?x(?![a-z])/i;

/** The figure a card highlights: the first one found in the results, in order, or null. */
export function highlightFigure(results: string[]): { figure: string; result: string } | null {
  for (const result of results) {
    const match = FIGURE.exec(result);
    if (match) return { figure: match[0].replace(/\s+/g, ""), result };
  }
  return null;
}

export type UseCaseJson = {
  id: string;
  slug: string;
  title: string;
  industry: string;
  image_url: string | null;
  challenge: string;
  solution: string;
  results: string[];
};

export type PublicUseCase = Omit<
  UseCase,
  | "position"
  | "createdAt"
  | "updatedAt"
  | "status"
  | "challengeMarkdown"
  | "solutionMarkdown"
  | "publishAt"
>;

export function serializeUseCase(u: PublicUseCase): UseCaseJson {
  return {
    id: u.id,
    slug: u.slug,
    title: u.title,
    industry: u.industry,
    image_url: u.imageUrl,
    challenge: u.challenge,
    solution: u.solution,
    results: u.results,
  };
}

export type StudioUseCaseJson = UseCaseJson & {
  challenge_markdown: string | null;
  solution_markdown: string | null;
  status: UseCase["status"];
  /** When a scheduled use case goes live. */
  publish_at: string | null;
  position: number;
  created_at: string;
  updated_at: string;
};

export function serializeStudioUseCase(u: UseCase): StudioUseCaseJson {
  return {
    ...serializeUseCase(u),
    challenge_markdown: u.challengeMarkdown,
    solution_markdown: u.solutionMarkdown,
    status: u.status,
    publish_at: u.publishAt?.toISOString() ?? null,
    position: u.position,
    created_at: u.createdAt.toISOString(),
    updated_at: u.updatedAt.toISOString(),
  };
}
