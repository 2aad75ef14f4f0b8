// An image as a plain <img>: the site's images are SVG or pre-sized WebP, so next/image would only
// add JavaScript. `priority` marks the likely largest paint: fetched early, drawn with first paint.
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
