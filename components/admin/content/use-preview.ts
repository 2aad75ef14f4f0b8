"use client";

// Markdown rendered by the server: the sanitised HTML exactly as it will be published. Asked once
// typing pauses; a newer request cancels the older.
import { useEffect, useState } from "react";
import { failureMessage, isAbort } from "@/lib/admin/client";
import { previewMarkdown } from "@/lib/admin/reads";
import type { PreviewResponse } from "@/lib/validations/studio-client";

const EMPTY: PreviewResponse = { html: "", words: 0, read_time_minutes: 0 };

export type PreviewState = {
  status: "loading" | "ready" | "error";
  /** The last rendering (kept on screen while the next one loads). */
  result: PreviewResponse | null;
  error?: string;
};

export function usePreview(markdown: string, delay = 400): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: "loading", result: null });

  useEffect(() => {
    if (!markdown.trim()) {
      setState({ status: "ready", result: EMPTY });
      return;
    }
    const controller = new AbortController();
    setState((s) => (s.status === "loading" ? s : { status: "loading", result: s.result }));
    const timer = setTimeout(() => {
      previewMarkdown(markdown, controller.signal)
        .then((result) => setState({ status: "ready", result }))
        .catch((err: unknown) => {
          if (isAbort(err) || controller.signal.aborted) return;
          setState((s) => ({
            status: "error",
            result: s.result,
            error: failureMessage(err, "The preview could not be rendered."),
          }));
        });
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [markdown, delay]);

  return state;
}
