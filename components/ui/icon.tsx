// An icon by the name content/ stores ("Bot", "MailCheck"): one of the sprite's icons
// (lib/icons/names.ts), which the compiler checks content against.
import type { IconName } from "@/content/types";
import { type IconProps, SpriteSvg } from "./icons";

export function Icon({ name, ...props }: { name: IconName } & IconProps) {
  return <SpriteSvg name={name} {...props} />;
}
