// The newsletter (/admin/newsletter), rendered on the server from the address: counts by status
// as filters, the subscribers with their dates and the page they came from, the CSV export, and
// every send with how many of its mails went, failed or wait.
import Link from "next/link";
import { Download } from "@/components/ui/icons";
import type { NewsletterStatus } from "@/lib/db/schema";
import { cn } from "@/lib/utils/cn";
import type { SubscriberQuery } from "@/lib/validations/newsletter";
import { Pager } from "../pager";
import { EmptyPanel } from "../status-panels";

type Subscriber = {
  id: string;
  email: string;
  status: NewsletterStatus;
  source: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
};

type Send = {
  id: string;
  subject: string;
  slug: string | null;
  recipients: number;
  delivered: number;
  failed: number;
  waiting: number;
  createdAt: Date;
};

const LABELS: Record<NewsletterStatus, string> = {
  confirmed: "Confirmed",
  pending: "Waiting for confirmation",
  unsubscribed: "Unsubscribed",
};

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

const href = (q: { status?: NewsletterStatus; page?: number }) => {
  const params = new URLSearchParams();
  if (q.status) params.set("status", q.status);
  if (q.page && q.page > 1) params.set("page", String(q.page));
  const s = params.toString();
  return `/admin/newsletter${s ? `?${s}` : ""}`;
};

function since(s: Subscriber) {
  if (s.status === "unsubscribed" && s.unsubscribedAt)
    return `left ${day.format(s.unsubscribedAt)}`;
  if (s.status === "confirmed" && s.confirmedAt) return `since ${day.format(s.confirmedAt)}`;
  return `asked ${day.format(s.createdAt)}`;
}

export function NewsletterPage({
  query,
  counts,
  list,
  sends,
  mailReady,
}: {
  query: SubscriberQuery;
  counts: Record<NewsletterStatus, number>;
  list: { rows: Subscriber[]; total: number };
  sends: Send[];
  mailReady: boolean;
}) {
  const all = counts.confirmed + counts.pending + counts.unsubscribed;
  const filters: Array<{ status?: NewsletterStatus; label: string; n: number }> = [
    { label: "All", n: all },
    { status: "confirmed", label: "Confirmed", n: counts.confirmed },
    { status: "pending", label: "Waiting", n: counts.pending },
    { status: "unsubscribed", label: "Unsubscribed", n: counts.unsubscribed },
  ];
  const csv = `/api/admin/newsletter/subscribers?format=csv${query.status ? `&status=${query.status}` : ""}`;
  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Newsletter</h1>
          <p className="mt-1 text-sm text-muted">
            Readers who asked for new articles by email. Only confirmed addresses receive them;
            publishing a post offers to send it.
          </p>
        </div>
        {all > 0 && (
          <a
            href={csv}
            className="inline-flex items-center gap-2 self-start rounded-pill border border-line bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-surface sm:self-auto"
          >
            <Download className="size-4" aria-hidden />
            Export CSV
          </a>
        )}
      </div>
      {!mailReady && (
        <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          Email is not set up (SMTP_URL), so the sign-up form is hidden on the site and nothing can
          be sent.
        </p>
      )}

      <section aria-labelledby="subscribers-heading" className="space-y-4">
        <h2 id="subscribers-heading" className="sr-only">
          Subscribers
        </h2>
        <nav aria-label="Subscribers by status" className="flex flex-wrap gap-2">
          {filters.map((f) => {
            const current = f.status === query.status;
            return (
              <Link
                key={f.label}
                href={href({ status: f.status })}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex items-center gap-2 rounded-pill border px-3.5 py-1.5 text-sm font-medium",
                  current
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-line bg-white text-ink hover:bg-surface",
                )}
              >
                {f.label}
                <span className="tabular-nums text-xs font-semibold">{f.n}</span>
              </Link>
            );
          })}
        </nav>
        {list.rows.length === 0 ? (
          <EmptyPanel
            title={
              query.status
                ? `No ${LABELS[query.status].toLowerCase()} subscribers`
                : "No subscribers yet"
            }
            hint="The sign-up form is at the end of every article and on the blog."
          />
        ) : (
          <div className="rounded-card border border-line bg-white shadow-card">
            {/* A list, not a table: on a phone each subscriber stacks into a short card. */}
            <div
              aria-hidden
              className="hidden grid-cols-[2fr_2fr_1fr] gap-4 border-b border-line bg-surface px-4 py-3 text-xs font-semibold tracking-wider text-muted uppercase sm:grid"
            >
              <span>Email</span>
              <span>Status</span>
              <span>Signed up from</span>
            </div>
            <ul
              aria-label={`Subscribers, page ${query.page}`}
              className="divide-y divide-line text-sm"
            >
              {list.rows.map((s) => (
                <li
                  key={s.id}
                  className="grid gap-1 px-4 py-3 sm:grid-cols-[2fr_2fr_1fr] sm:items-center sm:gap-4"
                >
                  <span className="font-medium break-words text-ink">{s.email}</span>
                  <span>
                    {LABELS[s.status]} <span className="text-muted">· {since(s)}</span>
                  </span>
                  <span className="text-xs break-all text-muted">
                    <span className="sm:hidden">Signed up from </span>
                    {s.source ? (
                      <span className="font-mono">{s.source}</span>
                    ) : (
                      "a page not recorded"
                    )}
                  </span>
                </li>
              ))}
            </ul>
            <div className="border-t border-line px-4 py-3">
              <Pager
                label="Subscriber pages"
                page={query.page}
                pages={Math.ceil(list.total / query.limit)}
                total={list.total}
                limit={query.limit}
                href={(page) => href({ status: query.status, page })}
              />
            </div>
          </div>
        )}
      </section>

      <section aria-labelledby="sends-heading" className="space-y-4">
        <h2 id="sends-heading" className="text-lg font-semibold text-ink">
          Sends
        </h2>
        {sends.length === 0 ? (
          <EmptyPanel
            title="Nothing sent yet"
            hint="When you publish a post, tick “Also email it to … subscribers”."
          />
        ) : (
          <ul className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
            {sends.map((s) => (
              <li
                key={s.id}
                className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words text-ink">
                    {s.slug ? (
                      <Link
                        href={`/blog/${s.slug}`}
                        className="hover:text-brand-700 hover:underline"
                      >
                        {s.subject}
                      </Link>
                    ) : (
                      s.subject
                    )}
                  </p>
                  <p className="text-xs text-muted">{day.format(s.createdAt)}</p>
                </div>
                {s.recipients === 0 ? (
                  <p className="text-sm text-muted">No confirmed subscribers when it was sent</p>
                ) : (
                  <p className="text-sm text-muted">
                    <b className="text-ink">{s.delivered}</b> of {s.recipients} sent
                    {s.waiting > 0 && <> · {s.waiting} waiting</>}
                    {s.failed > 0 && <span className="text-red-700"> · {s.failed} failed</span>}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
