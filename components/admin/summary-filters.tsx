"use client";

import { type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
// The dashboard's filters (spec §5): qualification, from date and to date. Every change goes
// back to page 1 (the caller's onChange); a range that ends before it starts is named at once.
import { X } from "@/components/ui/icons";
import { cn } from "@/lib/utils/cn";
import { QUALIFICATIONS, type SummaryFilters } from "@/lib/validations/summaries";

const fieldClass =
  "mt-1.5 block h-11 w-full rounded-xl border border-line bg-white px-3 text-sm text-ink shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200";

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}

export function SummaryFiltersForm({
  filters,
  rangeInvalid,
  onChange,
  onClear,
}: {
  filters: SummaryFilters;
  rangeInvalid: boolean;
  onChange: (change: SummaryFilters) => void;
  onClear: () => void;
}) {
  const id = useId();
  const filtered = Boolean(filters.qualification || filters.date_from || filters.date_to);
  const errorId = `${id}-range-error`;
  return (
    <form
      aria-label="Filter chat summaries"
      onSubmit={(e) => e.preventDefault()}
      className="mt-6 grid gap-4 rounded-card border border-line bg-white p-4 shadow-card sm:grid-cols-2 sm:p-5 lg:grid-cols-[repeat(3,minmax(0,14rem))_auto] lg:items-end"
    >
      <Field id={`${id}-qualification`} label="Qualification">
        <select
          id={`${id}-qualification`}
          value={filters.qualification ?? ""}
          onChange={(e) =>
            onChange({ qualification: QUALIFICATIONS.find((q) => q === e.target.value) })
          }
          className={fieldClass}
        >
          <option value="">All</option>
          {QUALIFICATIONS.map((q) => (
            <option key={q} value={q}>
              {q}
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
      <div className="flex items-end sm:col-span-2 lg:col-span-1">
        {filtered && (
          <Button variant="ghost" size="sm" onClick={onClear} className="h-11">
            <X className="size-4" aria-hidden />
            Clear filters
          </Button>
        )}
      </div>
      {rangeInvalid && (
        <p id={errorId} role="alert" className="text-sm text-red-700 sm:col-span-2 lg:col-span-4">
          The “To date” must be on or after the “From date”.
        </p>
      )}
    </form>
  );
}
