// An icon by the name content/ stores ("Bot", "MailCheck"), drawn as plain SVG on the server.
// It looks names up in all of lucide's icons, so keep it out of client components.
import "server-only";
import { icons } from "lucide";
import type { IconName } from "@/content/types";
import { type IconProps, LucideSvg } from "./icons";

export function Icon({ name, ...props }: { name: IconName | string } & IconProps) {
  const node = (icons as Record<string, (typeof icons)["CircleDot"] | undefined>)[name];
  return <LucideSvg node={node ?? icons.CircleDot} {...props} />;
}
