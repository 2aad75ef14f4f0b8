// The picture in a page's first screen (lib/first-screen-image.ts): the site's own small drawing
// written into the page, or else the image file, fetched first.
import { firstScreenSvg } from "@/lib/first-screen-image";
import { Picture } from "./picture";

type Props = { src: string; alt: string; width: number; height: number; className?: string };

export async function FirstScreenPicture({ src, alt, width, height, className }: Props) {
  const svg = await firstScreenSvg(src);
  if (!svg) {
    return (
      <Picture src={src} alt={alt} width={width} height={height} className={className} priority />
    );
  }
  return (
    <svg
      viewBox={svg.viewBox}
      data-src={src}
      // As an <img> with object-fit: cover fills its box.
      preserveAspectRatio="xMidYMid slice"
      className={className}
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own drawing from public/images
      dangerouslySetInnerHTML={{ __html: svg.body }}
    />
  );
}
