"use client";

// Loads one admin list (JSON behind the session) and keeps its state: loading (with the
// previous data still shown), ready, or error with a retry. A newer request aborts the older.
import { useCallback, useEffect, useState } from "react";
import type { z } from "zod";
import { authorizedFetch, isAbort } from "@/lib/admin/client";

export type ListState<T> =
  | { status: "loading"; data: T | null; error?: undefined }
  | { status: "ready"; data: T; error?: undefined }
  | { status: "error"; data: T | null; error: unknown };

/**
 * `url` null means "do not load" (e.g. the filters are contradictory). The answer is parsed
 * with the endpoint's response schema; an answer of another shape is an error, never a cast.
 */
export function useAdminList<S extends z.ZodType>(
  url: string | null,
  schema: S,
  /** What the server already rendered the page with: no first request. */
  initial?: z.output<S>,
): ListState<z.output<S>> & { retry: () => void } {
  type T = z.output<S>;
  const [state, setState] = useState<ListState<T>>(
    initial ? { status: "ready", data: initial } : { status: "loading", data: null },
  );
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the same request on Retry; `initial` only counts for the first
  useEffect(() => {
    if (!url || (initial && attempt === 0)) return;
    const controller = new AbortController();
    setState((s) => ({ status: "loading", data: s.data }));
    authorizedFetch(url, { signal: controller.signal })
      .then((res) => res.json())
      .then((json: unknown) => setState({ status: "ready", data: schema.parse(json) }))
      .catch((error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        setState((s) => ({ status: "error", data: s.data, error }));
      });
    return () => controller.abort();
  }, [url, schema, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
