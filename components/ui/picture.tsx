// An image as a plain <img>: the site's images are SVGs and already-sized WebP files, so
// next/image's optimiser has nothing to do, and its client component would cost every page
// JavaScript. Width and height reserve the space (no layout shift); images below the fold load
// lazily, and `priority` marks the one that is likely the largest paint: fetched from the page's
// first lines and drawn with its first paint (not decoded at leisure for a later frame).
import type { ImgHTMLAttributes } from "react";

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
};

export function Picture({ priority = false, alt, ...props }: PictureProps) {
  return (
    // biome-ignore lint/performance/noImgElement: deliberate, see above
    <img
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      {...props}
    />
  );
}
