"use client";

// A Markdown field with its live preview: the server's rendering, exactly what will be published.
import { useId, useState } from "react";
import { Eye, LoaderCircle, Pencil } from "@/components/ui/icons";
import { cn } from "@/lib/utils/cn";
import { MarkdownEditor } from "./markdown-editor";
import type { PreviewState } from "./use-preview";
import "@/components/ui/prose.css";

const toggle =
  "inline-flex h-9 flex-1 items-center justify-center gap-2 rounded-pill px-4 text-sm font-semibold";

export function MarkdownWorkspace({
  label,
  previewTitle = "Preview",
  value,
  onChange,
  minHeight,
  preview,
}: {
  label: string;
  /** The preview's heading (and so its region's name). */
  previewTitle?: string;
  value: string;
  onChange: (value: string) => void;
  minHeight?: string;
  /** usePreview(value), kept by the caller (the post editor shows its words and read time). */
  preview: PreviewState;
}) {
  const id = useId();
  const [mode, setMode] = useState<"write" | "preview">("write");
  const html = preview.result?.html ?? "";

  return (
    <div>
      <fieldset className="mb-3 lg:hidden">
        <legend className="sr-only">Show {label}: write or preview</legend>
        <div className="flex gap-1 rounded-pill border border-line bg-white p-1">
          <button
            type="button"
            aria-pressed={mode === "write"}
            onClick={() => setMode("write")}
            className={cn(
              toggle,
              mode === "write" ? "bg-brand-600 text-white" : "text-muted hover:bg-brand-50",
            )}
          >
            <Pencil className="size-4" aria-hidden />
            Write
          </button>
          <button
            type="button"
            aria-pressed={mode === "preview"}
            onClick={() => setMode("preview")}
            className={cn(
              toggle,
              mode === "preview" ? "bg-brand-600 text-white" : "text-muted hover:bg-brand-50",
            )}
          >
            <Eye className="size-4" aria-hidden />
            Preview
          </button>
        </div>
      </fieldset>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={cn("min-w-0", mode === "preview" && "max-lg:hidden")}>
          <MarkdownEditor label={label} value={value} onChange={onChange} minHeight={minHeight} />
        </div>
        <section
          aria-labelledby={`${id}-preview`}
          aria-busy={preview.status === "loading"}
          className={cn(
            "min-w-0 rounded-xl border border-line bg-surface p-4 sm:p-5",
            mode === "write" && "max-lg:hidden",
          )}
        >
          <div className="flex items-center justify-between gap-3">
            <h3
              id={`${id}-preview`}
              className="text-xs font-semibold uppercase tracking-wide text-muted"
            >
              {previewTitle}
            </h3>
            {preview.status === "loading" && (
              <LoaderCircle className="size-4 animate-spin text-brand-600" aria-hidden />
            )}
          </div>
          {preview.status === "error" && (
            <p className="mt-2 text-sm text-red-800">{preview.error}</p>
          )}
          {html ? (
            <div
              className="prose-article mt-3 [overflow-wrap:anywhere] [&_img]:h-auto [&_img]:max-w-full [&_pre]:whitespace-pre-wrap"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised article HTML
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ) : (
            <p className="mt-3 text-sm text-muted">Nothing to preview yet.</p>
          )}
        </section>
      </div>
    </div>
  );
}
