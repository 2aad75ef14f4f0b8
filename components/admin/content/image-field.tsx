"use client";

// One image (a post's featured image, a use case's picture, an author's avatar), uploaded when
// chosen or dropped.
import { type DragEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { LoaderCircle, Trash, Upload } from "@/components/ui/icons";
import { cn } from "@/lib/utils/cn";
import { FormError } from "../security/card";
import { IMAGE_TYPES, uploadErrorMessage, uploadImage } from "./upload";

export function ImageField({
  label,
  value,
  onChange,
  hint = "JPEG, PNG, WebP, GIF or AVIF, up to 8 MB.",
  compact = false,
}: {
  label: string;
  /** The image's address; "" for none. */
  value: string;
  onChange: (url: string) => void;
  hint?: string;
  /** A small square preview (an avatar) rather than a wide one. */
  compact?: boolean;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  async function upload(file: File | undefined) {
    if (!file) return;
    setError(null);
    setPercent(0);
    try {
      const image = await uploadImage(file, setPercent);
      onChange(image.url);
    } catch (err) {
      setError(uploadErrorMessage(err));
    } finally {
      setPercent(null);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (percent === null) void upload(event.dataTransfer.files[0]);
  }

  const busy = percent !== null;
  return (
    <div>
      <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {/* Dropping is a shortcut: the button and the file input do the same by keyboard. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: drop target for a mouse; the button is the keyboard way */}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          "mt-1.5 rounded-xl border-2 border-dashed p-3 transition-colors sm:p-4",
          dragging ? "border-brand-500 bg-brand-50" : "border-line bg-white",
        )}
      >
        {value && (
          // biome-ignore lint/performance/noImgElement: a preview at any address (an upload or an https image), not a page image
          <img
            src={value}
            alt={`${label} (current)`}
            className={cn(
              "mb-3 rounded-lg border border-line bg-surface object-cover",
              compact ? "size-20" : "aspect-[1200/630] w-full",
            )}
          />
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button
            ref={chooseRef}
            variant="secondary"
            size="sm"
            onClick={() => inputRef.current?.click()}
            disabled={busy}
            aria-describedby={`${id}-hint`}
          >
            <Upload className="size-4" aria-hidden />
            {value ? "Replace image" : "Choose image"}
          </Button>
          {value && (
            <Button
              variant="danger-outline"
              size="sm"
              onClick={() => {
                onChange("");
                // The button goes with the image: the focus moves to "Choose image".
                chooseRef.current?.focus();
              }}
              disabled={busy}
            >
              <Trash className="size-4" aria-hidden />
              Remove image
            </Button>
          )}
        </div>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept={IMAGE_TYPES}
          tabIndex={-1}
          className="sr-only"
          aria-describedby={`${id}-hint`}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
        <p id={`${id}-hint`} className="mt-2 text-xs text-muted">
          Or drop an image here. {hint}
        </p>
        <div role="status" className="text-sm text-muted">
          {busy && (
            <span className="mt-2 flex items-center gap-2">
              <LoaderCircle className="size-4 animate-spin text-brand-600" aria-hidden />
              Uploading… {percent}%
              <progress
                value={percent}
                max={100}
                aria-label="Upload progress"
                className="h-2 flex-1 accent-brand-600"
              />
            </span>
          )}
        </div>
      </div>
      {error && (
        <div className="mt-2">
          <FormError message={error} />
        </div>
      )}
    </div>
  );
}
