// The studio's lists: a table on wide screens, cards on narrow ones (only one is displayed, so
// assistive technology meets each row once). Each title opens the editor.
import Link from "next/link";
import { site } from "@/config/site";
import type { ContentRow } from "@/lib/content/studio-list";
import { type ContentKind, studioHref } from "@/lib/validations/studio-client";
import { AiBadge, ContentStatusBadge } from "./badges";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const day = (iso: string) => dateFormat.format(new Date(iso));
const scheduledFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: site.timeZone,
});

/** When a scheduled item goes live, in the business's time zone. */
function GoesLive({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <span className="text-xs text-sky-900">
      Goes live <time dateTime={at}>{scheduledFormat.format(new Date(at))}</time>{" "}
      {site.timeZoneLabel}
    </span>
  );
}

function Title({ kind, row }: { kind: ContentKind; row: ContentRow }) {
  return (
    <Link
      href={studioHref({ kind, edit: row.slug })}
      className="break-words text-ink underline-offset-2 hover:text-brand-700 hover:underline"
    >
      {row.title || "Untitled"}
    </Link>
  );
}

function Labels({ items }: { items: string[] }) {
  if (items.length === 0) {
    return (
      <span className="text-muted">
        <span aria-hidden>—</span>
        <span className="sr-only">None</span>
      </span>
    );
  }
  return (
    <ul className="flex flex-wrap gap-1">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-md bg-surface px-2 py-0.5 text-xs text-ink ring-1 ring-line ring-inset"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

export function ContentTable({
  kind,
  rows,
  caption,
}: {
  kind: ContentKind;
  rows: ContentRow[];
  caption: string;
}) {
  const th = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted";
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="scroll-shadows overflow-x-auto" tabIndex={0} aria-label={caption}>
      <table className="min-w-full divide-y divide-line text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface">
          <tr>
            <th scope="col" className={th}>
              Title
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              {kind === "posts" ? "Tags" : "Industry"}
            </th>
            <th scope="col" className={th}>
              Updated
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.slug} className="align-top hover:bg-brand-50/40">
              <th scope="row" className="min-w-72 px-4 py-4 text-left font-semibold">
                <Title kind={kind} row={row} />
                <p className="mt-0.5 font-mono text-xs font-normal text-muted">{row.slug}</p>
              </th>
              <td className="px-4 py-4">
                <div className="flex flex-wrap gap-1">
                  <ContentStatusBadge status={row.status} />
                  {row.aiGenerated && <AiBadge />}
                </div>
                {row.status === "scheduled" && (
                  <p className="mt-1">
                    <GoesLive at={row.publishAt} />
                  </p>
                )}
              </td>
              <td className="min-w-48 px-4 py-4">
                <Labels items={row.labels} />
              </td>
              <td className="whitespace-nowrap px-4 py-4 text-muted">
                <time dateTime={row.updatedAt}>{day(row.updatedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ContentCards({
  kind,
  rows,
  label,
}: {
  kind: ContentKind;
  rows: ContentRow[];
  label: string;
}) {
  return (
    <ul aria-label={label} className="divide-y divide-line">
      {rows.map((row) => (
        <li key={row.slug} className="p-4 sm:p-5">
          <article aria-label={row.title || "Untitled"}>
            <h3 className="font-semibold">
              <Title kind={kind} row={row} />
            </h3>
            <div className="mt-2 flex flex-wrap items-center gap-1.5">
              <ContentStatusBadge status={row.status} />
              {row.aiGenerated && <AiBadge />}
              {row.status === "scheduled" && <GoesLive at={row.publishAt} />}
              <span className="text-xs text-muted">
                Updated <time dateTime={row.updatedAt}>{day(row.updatedAt)}</time>
              </span>
            </div>
            {row.labels.length > 0 && (
              <div className="mt-2">
                <Labels items={row.labels} />
              </div>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
