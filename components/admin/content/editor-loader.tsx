"use client";

// Opens one post or use case for editing: loaded once (a later change of its address, by the
// first save or a new slug, is the editor's own), with loading and error states; "new" opens
// an empty editor. Opened at a former address (a link or tab from before a rename), the server
// answers with the item where it is now, and the studio's address follows.
import { type ReactNode, useEffect } from "react";
import type { z } from "zod";
import { failureMessage, loadErrorMessage } from "@/lib/admin/client";
import { ErrorPanel, LoadingPanel } from "../status-panels";
import { useAdminList } from "../use-admin-list";
import { BackToList } from "./studio-link";

const NAMES = {
  posts: { noun: "post", loading: "Loading the post…" },
  "use-cases": { noun: "use case", loading: "Loading the use case…" },
} as const;

export function EditorLoader<S extends z.ZodType>({
  kind,
  url,
  schema,
  moved,
  children,
}: {
  kind: keyof typeof NAMES;
  /** The API address of the item, or null for a new one. */
  url: string | null;
  schema: S;
  /** Called with the loaded item: tells the studio its slug, if not the one asked for. */
  moved: (loaded: z.output<S>) => void;
  children: (loaded: z.output<S> | null) => ReactNode;
}) {
  const loaded = useAdminList(url, schema);
  const data = loaded.status === "error" ? undefined : loaded.data;
  useEffect(() => {
    if (data) moved(data);
  }, [data, moved]);
  if (url === null) return children(null);
  const names = NAMES[kind];
  if (loaded.status === "error" || !loaded.data) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <BackToList kind={kind} />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          Edit {names.noun}
        </h1>
        {loaded.status === "error" ? (
          <ErrorPanel
            message={failureMessage(
              loaded.error,
              loadErrorMessage(loaded.error, `Failed to load the ${names.noun}`),
            )}
            onRetry={loaded.retry}
          />
        ) : (
          <LoadingPanel label={names.loading} />
        )}
      </div>
    );
  }
  return children(loaded.data);
}
