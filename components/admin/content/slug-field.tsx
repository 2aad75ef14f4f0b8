"use client";

// The address field: the slug, the public address it makes, and what is wrong with it.
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";
import { fieldClass } from "../security/card";
import { slugProblem } from "./post-form";

export function SlugField({
  id,
  base,
  value,
  onChange,
  isNew,
  published,
  followsTitle,
  titleSlug,
  onFollowTitle,
  serverError,
}: {
  id: string;
  /** The public path before the slug: "/blog/" or "/use-cases/". */
  base: string;
  value: string;
  onChange: (slug: string) => void;
  isNew: boolean;
  published: boolean;
  followsTitle: boolean;
  titleSlug: string;
  onFollowTitle: () => void;
  /** The server's refusal of the slug (a 409), shown here rather than at the foot. */
  serverError: string | null;
}) {
  const problem = slugProblem(value, isNew)?.message ?? null;
  const error = serverError ?? problem;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        Slug
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          id={id}
          value={value}
          maxLength={120}
          spellCheck={false}
          autoCapitalize="none"
          autoComplete="off"
          onChange={(e) => onChange(e.target.value.toLowerCase())}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className={cn(fieldClass, "mt-0 font-mono", error && "border-red-400")}
        />
        {!followsTitle && !published && titleSlug && titleSlug !== value && (
          <Button variant="ghost" size="sm" className="shrink-0" onClick={onFollowTitle}>
            Make from the title
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {value ? (
          <>
            Address: <span className="font-mono break-all text-ink">{`${base}${value}`}</span>
          </>
        ) : (
          "The address is made from the title when it is first saved."
        )}
        {followsTitle && value && " (follows the title until you edit it)"}
        {published && " Change it only if you must: links to the old address will still lead here."}
      </p>
      {error && (
        <p
          id={`${id}-error`}
          role={serverError ? "alert" : undefined}
          className="mt-1 text-sm text-red-800"
        >
          {error}
        </p>
      )}
    </div>
  );
}
