"use client";

// A use case's results, one outcome per row; a new row takes the focus.
import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Plus, X } from "@/components/ui/icons";
import { fieldClass } from "../security/card";
import { MAX_RESULT_LENGTH, MAX_RESULTS } from "./use-case-form";

let nextKey = 0;

export function ResultsField({
  value,
  onChange,
}: {
  value: string[];
  onChange: (results: string[]) => void;
}) {
  const id = useId();
  // Stable keys for the rows (their text changes as it is typed, and rows can be removed).
  const keys = useRef<number[]>([]);
  while (keys.current.length < value.length) keys.current.push(nextKey++);
  keys.current.length = value.length;
  const focusRow = useRef<number | null>(null);

  useEffect(() => {
    if (focusRow.current === null) return;
    document.getElementById(`${id}-result-${focusRow.current}`)?.focus();
    focusRow.current = null;
  });

  function add() {
    focusRow.current = value.length;
    onChange([...value, ""]);
  }

  function remove(index: number) {
    keys.current.splice(index, 1);
    focusRow.current = Math.max(0, Math.min(index, value.length - 2));
    onChange(value.length > 1 ? value.filter((_, i) => i !== index) : [""]);
  }

  return (
    <fieldset>
      {/* The section's heading shows the name; the legend gives it to the group. */}
      <legend className="sr-only">Results</legend>
      <p id={`${id}-hint`} className="text-xs text-muted">
        One measurable outcome per row, like “Replies within 5 minutes instead of 4 hours”. Cards
        highlight the first figure. Up to {MAX_RESULTS}.
      </p>
      <ol className="mt-2 space-y-2">
        {value.map((result, i) => (
          <li key={keys.current[i]} className="flex items-center gap-2">
            <label htmlFor={`${id}-result-${i}`} className="sr-only">
              Result {i + 1}
            </label>
            <span aria-hidden className="w-5 shrink-0 text-right text-sm text-muted">
              {i + 1}.
            </span>
            <input
              id={`${id}-result-${i}`}
              value={result}
              maxLength={MAX_RESULT_LENGTH}
              aria-describedby={i === 0 ? `${id}-hint` : undefined}
              onChange={(e) => onChange(value.map((r, j) => (j === i ? e.target.value : r)))}
              className={`${fieldClass} mt-0 min-w-0`}
            />
            <button
              type="button"
              onClick={() => remove(i)}
              aria-label={`Remove result ${i + 1}`}
              className="shrink-0 rounded-lg p-2 text-muted hover:bg-red-50 hover:text-red-800"
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        onClick={add}
        disabled={value.length >= MAX_RESULTS}
      >
        <Plus className="size-4" aria-hidden />
        Add a result
      </Button>
    </fieldset>
  );
}
