"use client";

// Loads one admin list (JSON behind the bearer token) and keeps its state: loading (with the
// previous data still shown), ready, or error with a retry. A newer request aborts the older.
import { useCallback, useEffect, useState } from "react";
import { authorizedFetch, isAbort } from "./client";

export type ListState<T> =
  | { status: "loading"; data: T | null; error?: undefined }
  | { status: "ready"; data: T; error?: undefined }
  | { status: "error"; data: T | null; error: unknown };

/** `url` null means "do not load" (e.g. the filters are contradictory). */
export function useAdminList<T>(url: string | null): ListState<T> & { retry: () => void } {
  const [state, setState] = useState<ListState<T>>({ status: "loading", data: null });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the same request on Retry
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    setState((s) => ({ status: "loading", data: s.data }));
    authorizedFetch(url, { signal: controller.signal })
      .then((res) => res.json() as Promise<T>)
      .then((data) => setState({ status: "ready", data }))
      .catch((error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        setState((s) => ({ status: "error", data: s.data, error }));
      });
    return () => controller.abort();
  }, [url, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
