// What the content studio's pages read on the server: a page of posts or use cases as rows of
// one shape, with the counts by status; one item for its editor (at a former address, the item
// where it is now).
import "server-only";
import { serializeStudioPost } from "@/lib/blog";
import { listPostsForStudio, listUseCasesForStudio } from "@/lib/db/queries/studio-list";
import { findPostForStudio, findUseCaseForStudio } from "@/lib/db/queries/studio-read";
import { serializeStudioUseCase } from "@/lib/use-cases";
import type { PostStatus } from "@/lib/validations/studio";
import { STUDIO_PAGE_SIZE, type StudioState } from "@/lib/validations/studio-client";

export type ContentRow = {
  slug: string;
  title: string;
  status: PostStatus;
  /** When a scheduled one goes live. */
  publishAt: string | null;
  aiGenerated: boolean;
  updatedAt: string;
  /** A post's tags; a use case's industry. */
  labels: string[];
};

export type ContentPage = {
  rows: ContentRow[];
  counts: Record<PostStatus, number>;
  total: number;
  pages: number;
};

export async function studioList(state: StudioState): Promise<ContentPage> {
  const query = { status: state.status, search: state.q || undefined, page: state.page };
  const limit = STUDIO_PAGE_SIZE;
  if (state.kind === "posts") {
    const { posts, total, counts } = await listPostsForStudio({ ...query, limit });
    const rows = posts.map((p) => ({
      slug: p.slug,
      title: p.title,
      status: p.status,
      publishAt: p.publishAt?.toISOString() ?? null,
      aiGenerated: p.aiGenerated,
      updatedAt: p.updatedAt.toISOString(),
      labels: p.tags,
    }));
    return { rows, counts, total, pages: Math.ceil(total / limit) };
  }
  const { useCases, total, counts } = await listUseCasesForStudio({ ...query, limit });
  const rows = useCases.map((u) => ({
    slug: u.slug,
    title: u.title,
    status: u.status,
    publishAt: u.publishAt?.toISOString() ?? null,
    aiGenerated: false,
    updatedAt: u.updatedAt.toISOString(),
    labels: [u.industry],
  }));
  return { rows, counts, total, pages: Math.ceil(total / limit) };
}

export async function studioPost(slug: string) {
  const post = await findPostForStudio(slug);
  return post ? serializeStudioPost(post) : null;
}

export async function studioUseCase(slug: string) {
  const row = await findUseCaseForStudio(slug);
  return row ? serializeStudioUseCase(row) : null;
}
