"use client";

// The studio's lists (?view=content&kind=posts|use-cases&status=&q=&page=): posts or use cases,
// by status with their counts, searched by title, newest change first, a page at a time.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { LoaderCircle, Plus } from "@/components/ui/icons";
import { loadErrorMessage } from "@/lib/admin/client";
import { cn } from "@/lib/utils/cn";
import type { POST_STATUS_FILTERS } from "@/lib/validations/studio";
import {
  type ContentKind,
  STUDIO_PAGE_SIZE,
  type StudioState,
  studioHref,
  studioListQuery,
  studioPostListSchema,
  studioUseCaseListSchema,
} from "@/lib/validations/studio-client";
import { Pager } from "../pager";
import { EmptyPanel, ErrorPanel, LoadingPanel } from "../status-panels";
import { useAdminList } from "../use-admin-list";
import { DraftWithAiButton } from "./ai-draft";
import { AuthorProfileButton } from "./author-profile";
import { ContentCards, type ContentRow, ContentTable } from "./list-rows";
import { goTo, StudioLink } from "./studio-link";

type StatusFilter = (typeof POST_STATUS_FILTERS)[number];
type Counts = { draft: number; in_review: number; published: number };

const KINDS: Array<{ kind: ContentKind; label: string }> = [
  { kind: "posts", label: "Posts" },
  { kind: "use-cases", label: "Use cases" },
];

const FILTERS: Array<{ status: StatusFilter; label: string }> = [
  { status: "all", label: "All" },
  { status: "draft", label: "Drafts" },
  { status: "in_review", label: "In review" },
  { status: "published", label: "Published" },
];

const NOUN = {
  posts: { one: "post", many: "posts", title: "Posts", searched: "titles and excerpts" },
  "use-cases": {
    one: "use case",
    many: "use cases",
    title: "Use cases",
    searched: "titles and industries",
  },
} as const;

function emptyText(kind: ContentKind, status: StatusFilter, q: string | undefined) {
  const { many } = NOUN[kind];
  if (q) return { title: `No ${many} match “${q}”`, hint: "Try other words or another status." };
  const start =
    kind === "posts"
      ? "Start one with New post, or let Draft with AI write a first draft."
      : "Start one with New use case.";
  switch (status) {
    case "draft":
      return { title: "No drafts yet", hint: start };
    case "in_review":
      return { title: "Nothing is waiting for review", hint: "Drafts sent for review show here." };
    case "published":
      return { title: "Nothing published yet", hint: `Published ${many} show here.` };
    default:
      return { title: `No ${many} yet`, hint: start };
  }
}

/** The list of the current kind, in one shape for both. */
function useContentList(state: StudioState) {
  const query = studioListQuery(state);
  const posts = useAdminList(
    state.kind === "posts" ? `/api/blog/posts?${query}` : null,
    studioPostListSchema,
  );
  const cases = useAdminList(
    state.kind === "use-cases" ? `/api/use-cases?${query}` : null,
    studioUseCaseListSchema,
  );
  if (state.kind === "posts") {
    const data = posts.data;
    return {
      ...posts,
      counts: data?.counts ?? null,
      total: data?.pagination.totalPosts ?? 0,
      pages: data?.pagination.totalPages ?? 0,
      rows: data?.posts.map(
        (p): ContentRow => ({
          slug: p.slug,
          title: p.title,
          status: p.status,
          aiGenerated: p.ai_generated,
          updatedAt: p.updated_at,
          labels: p.tags,
        }),
      ),
    };
  }
  const data = cases.data;
  return {
    ...cases,
    counts: data?.counts ?? null,
    total: data?.pagination.total ?? 0,
    pages: data?.pagination.totalPages ?? 0,
    rows: data?.data.map(
      (u): ContentRow => ({
        slug: u.slug,
        title: u.title,
        status: u.status,
        aiGenerated: false,
        updatedAt: u.updated_at,
        labels: [u.industry],
      }),
    ),
  };
}

const countOf = (counts: Counts | null, status: StatusFilter) =>
  counts === null
    ? null
    : status === "all"
      ? counts.draft + counts.in_review + counts.published
      : counts[status];

export function ContentList({ state }: { state: StudioState }) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = useContentList(state);
  const noun = NOUN[state.kind];
  const [search, setSearch] = useState(state.q ?? "");
  useEffect(() => setSearch(state.q ?? ""), [state.q]);

  // Opening the studio moves focus to its heading, for keyboard and screen-reader users.
  useEffect(() => headingRef.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    goTo(studioHref({ kind: state.kind, status: state.status, q: search.trim() || undefined }));
  }

  const rows = list.rows ?? [];
  const caption = `${noun.title}, ${FILTERS.find((f) => f.status === state.status)?.label.toLowerCase()}, page ${state.page}`;
  const empty = emptyText(state.kind, state.status, state.q);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl"
          >
            Content
          </h1>
          <p className="mt-1 text-sm text-muted">
            Articles for the blog and the use cases, from first draft to published.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {state.kind === "posts" ? (
            <>
              <StudioLink
                href={studioHref({ kind: "posts", edit: "new" })}
                className={buttonClasses({ size: "sm" })}
              >
                <Plus className="size-4" aria-hidden />
                New post
              </StudioLink>
              <DraftWithAiButton
                onDrafted={(slug) => goTo(studioHref({ edit: slug }))}
                onDraftedLater={list.retry}
              />
              <AuthorProfileButton />
            </>
          ) : (
            <StudioLink
              href={studioHref({ kind: "use-cases", edit: "new" })}
              className={buttonClasses({ size: "sm" })}
            >
              <Plus className="size-4" aria-hidden />
              New use case
            </StudioLink>
          )}
        </div>
      </div>

      <nav aria-label="Content type" className="mt-6 border-b border-line">
        <ul className="flex gap-1">
          {KINDS.map((k) => (
            <li key={k.kind}>
              <StudioLink
                href={studioHref({ kind: k.kind })}
                aria-current={state.kind === k.kind ? "page" : undefined}
                className={cn(
                  "inline-flex border-b-2 px-3 py-2.5 text-sm font-semibold",
                  state.kind === k.kind
                    ? "border-brand-600 text-brand-700"
                    : "border-transparent text-muted hover:text-ink",
                )}
              >
                {k.label}
              </StudioLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <nav aria-label={`${noun.title} by status`}>
          <ul className="flex flex-wrap gap-1">
            {FILTERS.map((f) => {
              const n = countOf(list.counts, f.status);
              const current = state.status === f.status;
              return (
                <li key={f.status}>
                  <StudioLink
                    href={studioHref({ kind: state.kind, status: f.status, q: state.q })}
                    aria-current={current ? "page" : undefined}
                    className={cn(
                      "inline-flex h-9 items-center gap-2 rounded-pill px-3 text-sm font-semibold",
                      current
                        ? "bg-brand-600 text-white"
                        : "border border-line bg-white text-muted hover:bg-brand-50 hover:text-ink",
                    )}
                  >
                    {f.label}
                    {n !== null && (
                      <span
                        className={cn(
                          "rounded-pill px-1.5 text-xs tabular-nums",
                          current ? "bg-brand-800 text-white" : "bg-surface text-ink",
                        )}
                      >
                        <span className="sr-only">(</span>
                        {n}
                        <span className="sr-only">)</span>
                      </span>
                    )}
                  </StudioLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <search className="lg:w-96">
          <form onSubmit={submit} className="flex gap-2">
            <label htmlFor={`${id}-q`} className="sr-only">
              Search {noun.many}
            </label>
            <input
              id={`${id}-q`}
              type="search"
              value={search}
              maxLength={100}
              placeholder={`Search ${noun.searched}`}
              onChange={(e) => setSearch(e.target.value)}
              className="block h-9 w-full min-w-0 rounded-pill border border-line bg-white px-4 text-sm text-ink shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
            />
            <button type="submit" className={buttonClasses({ variant: "secondary", size: "sm" })}>
              Search
            </button>
          </form>
        </search>
      </div>

      <section aria-labelledby={`${id}-results`} className="mt-4">
        <div className="mb-3 flex items-center justify-between gap-4">
          <h2 id={`${id}-results`} className="text-lg font-semibold text-ink">
            {noun.title}
          </h2>
          <p aria-live="polite" className="flex items-center gap-2 text-sm text-muted">
            {list.status === "loading" && list.data && (
              <LoaderCircle className="size-4 animate-spin text-brand-600" aria-hidden />
            )}
            {list.status === "ready"
              ? `${list.total} ${list.total === 1 ? noun.one : noun.many}${state.q ? ` match “${state.q}”` : ""}`
              : ""}
          </p>
        </div>
        <div
          className="overflow-hidden rounded-card border border-line bg-white shadow-card"
          aria-busy={list.status === "loading"}
        >
          {list.status === "error" ? (
            <ErrorPanel
              message={loadErrorMessage(list.error, `Failed to load the ${noun.many}`)}
              onRetry={list.retry}
            />
          ) : list.status === "loading" && !list.data ? (
            <LoadingPanel label={`Loading the ${noun.many}…`} />
          ) : rows.length === 0 ? (
            <EmptyPanel title={empty.title} hint={empty.hint} />
          ) : (
            <div className={cn("transition-opacity", list.status === "loading" && "opacity-60")}>
              <div className="hidden lg:block">
                <ContentTable kind={state.kind} rows={rows} caption={caption} />
              </div>
              <div className="lg:hidden">
                <ContentCards kind={state.kind} rows={rows} label={caption} />
              </div>
            </div>
          )}
          {list.data && list.status !== "error" && (
            <Pager
              label={`${noun.title} pages`}
              page={state.page}
              pages={list.pages}
              total={list.total}
              limit={STUDIO_PAGE_SIZE}
              onPage={(page) => goTo(studioHref({ ...state, page }))}
            />
          )}
        </div>
      </section>
    </div>
  );
}
