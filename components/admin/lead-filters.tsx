"use client";

// The inbox's filters. A change is a new address (back to page 1) that the server renders; until
// it answers, the form shows the change and the list below is marked busy.
import { useRouter } from "next/navigation";
import { type ReactNode, useEffect, useId, useOptimistic, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { X } from "@/components/ui/icons";
import { cn } from "@/lib/utils/cn";
import {
  FOLLOW_UP_DUE,
  type FollowUpDue,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadSource,
  QUALIFICATIONS,
  type SummaryFilters,
  summaryQueryString,
} from "@/lib/validations/summaries";
import { rememberInbox } from "./admin-link";
import { Field, fieldClass } from "./security/card";

const CHOICES = [
  { key: "status", label: "Status", values: LEAD_STATUSES },
  { key: "source", label: "Source", values: LEAD_SOURCES },
  { key: "qualification", label: "Qualification", values: QUALIFICATIONS },
  { key: "due", label: "Follow-up", values: FOLLOW_UP_DUE },
] as const;

const DUE_LABELS: Record<FollowUpDue, string> = {
  today: "Due today",
  overdue: "Overdue",
  replied: "Replied, not answered",
};

const choiceLabel = (key: (typeof CHOICES)[number]["key"], value: string) =>
  key === "source"
    ? LEAD_SOURCE_LABELS[value as LeadSource]
    : key === "due"
      ? DUE_LABELS[value as FollowUpDue]
      : value;

export function LeadFilters({
  filters: current,
  query,
  admins,
  children,
}: {
  filters: SummaryFilters;
  /** Whose leads can be asked for besides "me" and nobody's. */
  admins: { id: string; name: string }[];
  /** The page's address as it is (filters and page), kept for the lead pages' "All leads". */
  query: string;
  children: ReactNode;
}) {
  const id = useId();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [filters, setFilters] = useOptimistic(current);
  useEffect(() => rememberInbox(query), [query]);
  const show = (next: SummaryFilters) =>
    startTransition(() => {
      setFilters(next);
      const qs = summaryQueryString(next);
      router.push(qs ? `/admin?${qs}` : "/admin", { scroll: false });
    });
  const onChange = (change: SummaryFilters) => show({ ...filters, ...change });
  const rangeInvalid = Boolean(
    filters.date_from && filters.date_to && filters.date_from > filters.date_to,
  );
  const filtered = Object.values(filters).some(Boolean);
  // The search box applies on Enter (or the Search button), not at every keystroke.
  const [search, setSearch] = useState(filters.q ?? "");
  useEffect(() => setSearch(filters.q ?? ""), [filters.q]);
  const errorId = `${id}-range-error`;
  // On a phone the search comes first and the other filters fold away behind one button, so the
  // leads are on the first screen; wider screens show them all.
  const active = [
    filters.status,
    filters.source,
    filters.qualification,
    filters.due,
    filters.assignee,
    filters.date_from,
    filters.date_to,
  ].filter(Boolean).length;
  const [unfolded, setUnfolded] = useState(false);
  return (
    <>
      <form
        aria-label="Filter leads"
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ q: search.trim() || undefined });
        }}
        className="mt-6 grid gap-4 rounded-card border border-line bg-white p-4 shadow-card sm:grid-cols-2 sm:p-5 lg:grid-cols-3 xl:grid-cols-7 xl:items-end"
      >
        <div className="sm:col-span-2 lg:col-span-3 xl:col-span-7">
          <label htmlFor={`${id}-q`} className="block text-sm font-semibold text-ink">
            Search
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id={`${id}-q`}
              type="search"
              value={search}
              maxLength={100}
              placeholder="Name, email, company or words from the conversation"
              onChange={(e) => setSearch(e.target.value)}
              className={cn(fieldClass, "mt-0")}
            />
            <Button type="submit" variant="secondary" className="h-11 shrink-0">
              Search
            </Button>
          </div>
          <button
            type="button"
            aria-expanded={unfolded}
            aria-controls={`${id}-more`}
            onClick={() => setUnfolded((v) => !v)}
            className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 sm:hidden"
          >
            {unfolded ? "Fewer filters" : "More filters"}
            {active > 0 && ` (${active} on)`}
          </button>
        </div>
        <div id={`${id}-more`} className={cn(unfolded ? "contents" : "hidden", "sm:contents")}>
          {CHOICES.map(({ key, label, values }) => (
            <Field key={key} id={`${id}-${key}`} label={label}>
              <select
                id={`${id}-${key}`}
                value={filters[key] ?? ""}
                onChange={(e) => onChange({ [key]: values.find((v) => v === e.target.value) })}
                className={fieldClass}
              >
                <option value="">All</option>
                {values.map((v) => (
                  <option key={v} value={v}>
                    {choiceLabel(key, v)}
                  </option>
                ))}
              </select>
            </Field>
          ))}
          <Field id={`${id}-assignee`} label="Assigned to">
            <select
              id={`${id}-assignee`}
              value={filters.assignee ?? ""}
              onChange={(e) => onChange({ assignee: e.target.value || undefined })}
              className={fieldClass}
            >
              <option value="">Anyone</option>
              <option value="me">Me</option>
              <option value="unassigned">Nobody yet</option>
              {admins.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-from`} label="From date">
            <input
              id={`${id}-from`}
              type="date"
              value={filters.date_from ?? ""}
              max={filters.date_to}
              onChange={(e) => onChange({ date_from: e.target.value || undefined })}
              className={fieldClass}
            />
          </Field>
          <Field id={`${id}-to`} label="To date">
            <input
              id={`${id}-to`}
              type="date"
              value={filters.date_to ?? ""}
              min={filters.date_from}
              onChange={(e) => onChange({ date_to: e.target.value || undefined })}
              aria-invalid={rangeInvalid || undefined}
              aria-describedby={rangeInvalid ? errorId : undefined}
              className={cn(fieldClass, rangeInvalid && "border-red-400")}
            />
          </Field>
        </div>
        {(filters.utm_source || filters.utm_campaign) && (
          <ul
            aria-label="Where they came from"
            className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3 xl:col-span-7"
          >
            {(
              [
                ["utm_source", "Source"],
                ["utm_campaign", "Campaign"],
              ] as const
            ).map(([key, label]) =>
              filters[key] ? (
                <li key={key}>
                  <button
                    type="button"
                    onClick={() => onChange({ [key]: undefined })}
                    className="inline-flex items-center gap-1 rounded-pill bg-brand-50 px-3 py-1 text-sm text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-100"
                  >
                    {label}: {filters[key]}
                    <X className="size-3.5" aria-hidden />
                    <span className="sr-only">(remove)</span>
                  </button>
                </li>
              ) : null,
            )}
          </ul>
        )}
        <div className="flex items-end">
          {filtered && (
            <Button variant="ghost" size="sm" onClick={() => show({})} className="h-11">
              <X className="size-4" aria-hidden />
              Clear filters
            </Button>
          )}
        </div>
        {rangeInvalid && (
          <p
            id={errorId}
            role="alert"
            className="text-sm text-red-700 sm:col-span-2 lg:col-span-3 xl:col-span-7"
          >
            The “To date” must be on or after the “From date”.
          </p>
        )}
      </form>
      <div aria-busy={pending} className={cn("transition-opacity", pending && "opacity-60")}>
        {children}
      </div>
    </>
  );
}
