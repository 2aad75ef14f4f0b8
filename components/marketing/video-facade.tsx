"use client";

import { useState } from "react";
// The hero's media: a designed still of the product (or the owner's own poster), and, when a
// demo video is configured, a play button that loads the player only when the visitor asks —
// no third-party request before.
import { Play } from "@/components/ui/icons";
import "./split-hero.css";

/** The product still (scripts/render-product-still.mjs): a raster image is decoded off the main
 * thread, which an SVG with text is not. */
const PRODUCT_STILL = "/images/product-still-640.webp";
const PRODUCT_STILL_SET = [640, 960, 1280]
  .map((w) => `/images/product-still-${w}.webp ${w}w`)
  .join(", ");

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
      srcSet={poster ? undefined : PRODUCT_STILL_SET}
      sizes={poster ? undefined : "(min-width: 1024px) 31rem, calc(100vw - 2rem)"}
      alt={posterAlt}
      width={640}
      height={400}
      // Below the fold on phones, where it must not compete with the headline for the first
      // paint; beside it on desktops, where a lazy image still starts as soon as it is laid out.
      loading="lazy"
      decoding="async"
    />
  );
  return (
    <div className="media">
      {playing && youtubeId ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : youtubeId ? (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group text-white"
          aria-label={`Play video: ${title}`}
        >
          {still}
          <span className="absolute inset-0 flex items-center justify-center bg-brand-950/10 transition-colors group-hover:bg-brand-950/20">
            <span className="flex size-16 items-center justify-center rounded-full bg-white text-brand-700 shadow-lift transition-transform group-hover:scale-105 motion-reduce:transition-none">
              <Play filled className="ml-1 size-7" />
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
