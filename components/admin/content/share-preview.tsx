"use client";

// How a link to the post or use case looks when shared, as LinkedIn and X draw it: the image
// they are given (the uploaded image's 1200×630 crop, or the card drawn from the title) and the
// title.
import { useEffect, useState } from "react";
import { uploadedSocialImage } from "@/lib/content/social";

/** The value, once it has stopped changing for `ms`: a card is drawn per title, not per key. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function SharePreview({
  section,
  title,
  image,
  footer,
  host,
}: {
  /** The card's kicker, as its public card has it. */
  section: "Blog" | "Use cases";
  title: string;
  /** The image's address ("" for none). */
  image: string;
  /** The card's bottom line (a post's first tags, a use case's industry). */
  footer: string;
  /** The site's host name, as both networks print it. */
  host: string;
}) {
  const shown = title.trim() || "Untitled";
  const params = new URLSearchParams({ section, title: shown });
  if (footer) params.set("footer", footer);
  // A string settles: an object made anew each render would never hold still.
  const query = useSettled(params.toString(), 600);
  const src = uploadedSocialImage(image) ?? `/api/admin/share-card?${query}`;
  const picture = (
    // biome-ignore lint/performance/noImgElement: a preview of another site's rendering, not page content
    <img
      src={src}
      alt=""
      width={1200}
      height={630}
      className="aspect-[1200/630] w-full bg-brand-950 object-cover"
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <figure>
        <figcaption className="mb-1.5 text-xs font-semibold text-muted">On LinkedIn</figcaption>
        <div className="overflow-hidden rounded-lg border border-line bg-white">
          {picture}
          <div className="border-t border-line bg-slate-50 px-3 py-2">
            <p className="line-clamp-2 text-sm font-semibold text-ink">{shown}</p>
            <p className="mt-0.5 text-xs text-muted">{host}</p>
          </div>
        </div>
      </figure>
      <figure>
        <figcaption className="mb-1.5 text-xs font-semibold text-muted">On X</figcaption>
        <div className="relative overflow-hidden rounded-2xl border border-line">
          {picture}
          <p className="absolute bottom-2 left-2 max-w-[85%] truncate rounded bg-black/70 px-1.5 py-0.5 text-xs text-white">
            {shown}
          </p>
        </div>
        <p className="mt-1 text-xs text-muted">From {host}</p>
      </figure>
    </div>
  );
}
