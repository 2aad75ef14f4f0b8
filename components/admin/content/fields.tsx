// The editor's text fields that count their characters against an SEO hint, and the switch.
import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";
import { fieldClass } from "../security/card";

export const textareaClass =
  "mt-1.5 block w-full rounded-xl border border-line bg-white px-3 py-2 text-sm leading-6 text-ink shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200";

export function CountedField({
  id,
  label,
  value,
  onChange,
  max,
  ideal,
  hint,
  rows,
  inputClassName,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  /** The length search engines and cards show in full; past it the count turns amber. */
  ideal?: number;
  hint?: ReactNode;
  /** A textarea of this many rows; a one-line input when absent. */
  rows?: number;
  inputClassName?: string;
  /** What stops a save, said at the field. */
  error?: string | null;
}) {
  const over = ideal !== undefined && value.length > ideal;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const props = {
    id,
    value,
    maxLength: max,
    "aria-describedby": error ? `${errorId} ${hintId}` : hintId,
    ...(error ? { "aria-invalid": true } : {}),
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {rows ? (
        <textarea {...props} rows={rows} className={cn(textareaClass, inputClassName)} />
      ) : (
        <input {...props} type="text" className={cn(fieldClass, inputClassName)} />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <p
        id={hintId}
        className={cn(
          "mt-1 flex flex-wrap justify-between gap-x-3 text-xs",
          over ? "font-medium text-amber-800" : "text-muted",
        )}
      >
        <span>
          {ideal !== undefined
            ? `Aim for at most ${ideal} characters.`
            : `At most ${max} characters.`}
          {hint && <> {hint}</>}
        </span>
        <span className="tabular-nums">
          {value.length} / {ideal ?? max}
          {over && <span className="sr-only"> (longer than the aim)</span>}
        </span>
      </p>
    </div>
  );
}

/** A checkbox shown as a switch (role switch: announced as on or off). */
export function Switch({
  id,
  label,
  checked,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  return (
    <div className="flex items-start gap-3">
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => onChange(e.target.checked)}
          className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
        />
        <span
          aria-hidden
          className="h-6 w-11 rounded-pill bg-slate-500 transition-colors peer-checked:bg-brand-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500"
        />
        <span
          aria-hidden
          className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
      <span>
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          {label}
        </label>
        {hint && (
          <span id={`${id}-hint`} className="block text-xs text-muted">
            {hint}
          </span>
        )}
      </span>
    </div>
  );
}
