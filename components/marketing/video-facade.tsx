"use client";

import { useState } from "react";
// The hero's media: a designed still of the product (or the owner's own poster), and, when a
// demo video is configured, a play button that loads the player only when the visitor asks —
// no third-party request before.
import { Play } from "@/components/ui/icons";

/**
 * A designed still of the product in the site's colours (the assistant answering a visitor, the
 * lead it created), as a cached image: drawn inline it cost every visit 4.4 KB of markup and the
 * home page's script its drawing code.
 */
const PRODUCT_STILL = "/images/product-still.svg";

export function VideoFacade({
  youtubeId,
  title,
  posterAlt,
  poster,
}: {
  youtubeId: string | null;
  title: string;
  posterAlt: string;
  /** An image under public/ or an uploaded URL; the drawn still when absent. */
  poster?: string | null;
}) {
  const [playing, setPlaying] = useState(false);
  const still = (
    // biome-ignore lint/performance/noImgElement: a fixed-size poster, no optimisation needed
    <img
      src={poster || PRODUCT_STILL}
      alt={posterAlt}
      width={640}
      height={400}
      className="absolute inset-0 size-full object-cover"
    />
  );
  return (
    <div className="relative aspect-[8/5] w-full overflow-hidden rounded-card bg-brand-950 shadow-lift ring-1 ring-brand-900/10">
      {playing && youtubeId ? (
        <iframe
          className="absolute inset-0 size-full"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : youtubeId ? (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 size-full text-white"
          aria-label={`Play video: ${title}`}
        >
          {still}
          <span className="absolute inset-0 flex items-center justify-center bg-brand-950/10 transition-colors group-hover:bg-brand-950/20">
            <span className="flex size-16 items-center justify-center rounded-full bg-white text-brand-700 shadow-lift transition-transform group-hover:scale-105 motion-reduce:transition-none">
              <Play className="ml-1 size-7 fill-current" aria-hidden />
            </span>
          </span>
          <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-950/90 to-transparent px-4 pb-3 pt-8 text-left text-sm font-medium text-white">
            {title}
          </span>
        </button>
      ) : (
        still
      )}
    </div>
  );
}
