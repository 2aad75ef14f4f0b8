// The studio's lists (/admin/content?kind=posts|use-cases&status=&q=&page=), rendered on the
// server from the address.

import Form from "next/form";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { Plus } from "@/components/ui/icons";
import type { ContentPage } from "@/lib/content/studio-list";
import { cn } from "@/lib/utils/cn";
import type { POST_STATUS_FILTERS, PostStatus } from "@/lib/validations/studio";
import {
  type ContentKind,
  STUDIO_PAGE_SIZE,
  type StudioState,
  studioHref,
} from "@/lib/validations/studio-client";
import { Pager } from "../pager";
import { EmptyPanel } from "../status-panels";
import { DraftWithAiButton } from "./ai-draft";
import { AuthorProfileButton } from "./author-profile";
import { ContentCards, ContentTable } from "./list-rows";

type StatusFilter = (typeof POST_STATUS_FILTERS)[number];
type Counts = Record<PostStatus, number>;

const KINDS: Array<{ kind: ContentKind; label: string }> = [
  { kind: "posts", label: "Posts" },
  { kind: "use-cases", label: "Use cases" },
];

const FILTERS: Array<{ status: StatusFilter; label: string }> = [
  { status: "all", label: "All" },
  { status: "draft", label: "Drafts" },
  { status: "in_review", label: "In review" },
  { status: "scheduled", label: "Scheduled" },
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
    case "scheduled":
      return {
        title: "Nothing is scheduled",
        hint: `Schedule a ${NOUN[kind].one} from its editor: it goes live at the time you choose.`,
      };
    case "published":
      return { title: "Nothing published yet", hint: `Published ${many} show here.` };
    default:
      return { title: `No ${many} yet`, hint: start };
  }
}

const countOf = (counts: Counts, status: StatusFilter) =>
  status === "all" ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[status];

export function ContentList({ state, list }: { state: StudioState; list: ContentPage }) {
  const noun = NOUN[state.kind];
  const { rows } = list;
  const caption = `${noun.title}, ${FILTERS.find((f) => f.status === state.status)?.label.toLowerCase()}, page ${state.page}`;
  const empty = emptyText(state.kind, state.status, state.q);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Content</h1>
          <p className="mt-1 text-sm text-muted">
            Articles for the blog and the use cases, from first draft to published.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {state.kind === "posts" ? (
            <>
              <Link
                href={studioHref({ kind: "posts", edit: "new" })}
                className={buttonClasses({ size: "sm" })}
              >
                <Plus className="size-4" aria-hidden />
                New post
              </Link>
              <DraftWithAiButton />
              <AuthorProfileButton />
            </>
          ) : (
            <Link
              href={studioHref({ kind: "use-cases", edit: "new" })}
              className={buttonClasses({ size: "sm" })}
            >
              <Plus className="size-4" aria-hidden />
              New use case
            </Link>
          )}
        </div>
      </div>

      <nav aria-label="Content type" className="mt-6 border-b border-line">
        <ul className="flex gap-1">
          {KINDS.map((k) => (
            <li key={k.kind}>
              <Link
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
              </Link>
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
                  <Link
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
                    {
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
                    }
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <search className="lg:w-96">
          {/* A search is a new address (next/form: no reload), keeping the kind and status. */}
          <Form action="/admin/content" className="flex gap-2">
            {state.kind !== "posts" && <input type="hidden" name="kind" value={state.kind} />}
            {state.status !== "all" && <input type="hidden" name="status" value={state.status} />}
            <label htmlFor={"content-q"} className="sr-only">
              Search {noun.many}
            </label>
            <input
              id={"content-q"}
              key={state.q}
              name="q"
              type="search"
              defaultValue={state.q}
              maxLength={100}
              placeholder={`Search ${noun.searched}`}
              className="block h-9 w-full min-w-0 rounded-pill border border-line bg-white px-4 text-sm text-ink shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
            />
            <button type="submit" className={buttonClasses({ variant: "secondary", size: "sm" })}>
              Search
            </button>
          </Form>
        </search>
      </div>

      <section aria-labelledby={"content-results"} className="mt-4">
        <div className="mb-3 flex items-center justify-between gap-4">
          <h2 id={"content-results"} className="text-lg font-semibold text-ink">
            {noun.title}
          </h2>
          <p aria-live="polite" className="text-sm text-muted">
            {`${list.total} ${list.total === 1 ? noun.one : noun.many}${state.q ? ` match “${state.q}”` : ""}`}
          </p>
        </div>
        <div className="overflow-hidden rounded-card border border-line bg-white shadow-card">
          {rows.length === 0 ? (
            <EmptyPanel title={empty.title} hint={empty.hint} />
          ) : (
            <>
              <div className="hidden lg:block">
                <ContentTable kind={state.kind} rows={rows} caption={caption} />
              </div>
              <div className="lg:hidden">
                <ContentCards kind={state.kind} rows={rows} label={caption} />
              </div>
            </>
          )}
          <Pager
            label={`${noun.title} pages`}
            page={state.page}
            pages={list.pages}
            total={list.total}
            limit={STUDIO_PAGE_SIZE}
            href={(page) => studioHref({ ...state, page })}
          />
        </div>
      </section>
    </div>
  );
}
