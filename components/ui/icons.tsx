// The site's icons (lucide's drawings), each an empty <i> whose class masks one view of the
// cached sprite (lib/icons/sprite.ts, app/icons.css) in the current text colour. An icon costs a
// few bytes wherever it is drawn, by a server or a client component.
import type { ComponentProps } from "react";
import type { SpriteIconName } from "@/lib/icons/names";

export type IconProps = Omit<ComponentProps<"i">, "children"> & {
  /** Drawn filled (only the icons lib/icons/sprite.ts lists in FILLED_ICONS). */
  filled?: boolean;
};

/** One sprite icon, 24 px unless a size class says otherwise; decorative unless given a label.
 * An empty element says nothing to assistive technology, so no `aria-hidden`. */
export function SpriteSvg({
  name,
  className,
  filled,
  "aria-hidden": _hidden,
  ...props
}: IconProps & { name: SpriteIconName }) {
  const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
  const icon = `i i-${name}${filled ? "-fill" : ""}`;
  // No undefined props: each would be written into the page's RSC payload.
  return (
    <i
      {...(labelled ? { role: "img" } : {})}
      className={className ? `${icon} ${className}` : icon}
      {...props}
    />
  );
}

export const BrandLinkedIn = (props: IconProps) => <SpriteSvg name="BrandLinkedIn" {...props} />;
export const BrandX = (props: IconProps) => <SpriteSvg name="BrandX" {...props} />;
export const BrandYouTube = (props: IconProps) => <SpriteSvg name="BrandYouTube" {...props} />;
export const ArrowDown = (props: IconProps) => <SpriteSvg name="ArrowDown" {...props} />;
export const ArrowLeft = (props: IconProps) => <SpriteSvg name="ArrowLeft" {...props} />;
export const ArrowLeftRight = (props: IconProps) => <SpriteSvg name="ArrowLeftRight" {...props} />;
export const ArrowRight = (props: IconProps) => <SpriteSvg name="ArrowRight" {...props} />;
export const ArrowUpRight = (props: IconProps) => <SpriteSvg name="ArrowUpRight" {...props} />;
export const BookOpen = (props: IconProps) => <SpriteSvg name="BookOpen" {...props} />;
export const Bot = (props: IconProps) => <SpriteSvg name="Bot" {...props} />;
export const Building2 = (props: IconProps) => <SpriteSvg name="Building2" {...props} />;
export const CalendarCheck = (props: IconProps) => <SpriteSvg name="CalendarCheck" {...props} />;
export const CalendarClock = (props: IconProps) => <SpriteSvg name="CalendarClock" {...props} />;
export const CalendarDays = (props: IconProps) => <SpriteSvg name="CalendarDays" {...props} />;
export const CalendarPlus = (props: IconProps) => <SpriteSvg name="CalendarPlus" {...props} />;
export const ChartColumn = (props: IconProps) => <SpriteSvg name="ChartColumn" {...props} />;
export const CheckCircle2 = (props: IconProps) => <SpriteSvg name="CheckCircle2" {...props} />;
export const Check = (props: IconProps) => <SpriteSvg name="Check" {...props} />;
export const ChevronDown = (props: IconProps) => <SpriteSvg name="ChevronDown" {...props} />;
export const ChevronLeft = (props: IconProps) => <SpriteSvg name="ChevronLeft" {...props} />;
export const ChevronRight = (props: IconProps) => <SpriteSvg name="ChevronRight" {...props} />;
export const CircleAlert = (props: IconProps) => <SpriteSvg name="CircleAlert" {...props} />;
export const CircleCheck = (props: IconProps) => <SpriteSvg name="CircleCheck" {...props} />;
export const CircleDot = (props: IconProps) => <SpriteSvg name="CircleDot" {...props} />;
export const Clock = (props: IconProps) => <SpriteSvg name="Clock" {...props} />;
export const CreditCard = (props: IconProps) => <SpriteSvg name="CreditCard" {...props} />;
export const Download = (props: IconProps) => <SpriteSvg name="Download" {...props} />;
export const Eye = (props: IconProps) => <SpriteSvg name="Eye" {...props} />;
export const EyeOff = (props: IconProps) => <SpriteSvg name="EyeOff" {...props} />;
export const FileText = (props: IconProps) => <SpriteSvg name="FileText" {...props} />;
export const Flame = (props: IconProps) => <SpriteSvg name="Flame" {...props} />;
export const Gauge = (props: IconProps) => <SpriteSvg name="Gauge" {...props} />;
export const Gift = (props: IconProps) => <SpriteSvg name="Gift" {...props} />;
export const Handshake = (props: IconProps) => <SpriteSvg name="Handshake" {...props} />;
export const Home = (props: IconProps) => <SpriteSvg name="Home" {...props} />;
export const ImagePlus = (props: IconProps) => <SpriteSvg name="ImagePlus" {...props} />;
export const Newspaper = (props: IconProps) => <SpriteSvg name="Newspaper" {...props} />;
export const Inbox = (props: IconProps) => <SpriteSvg name="Inbox" {...props} />;
export const LifeBuoy = (props: IconProps) => <SpriteSvg name="LifeBuoy" {...props} />;
export const LoaderCircle = (props: IconProps) => <SpriteSvg name="LoaderCircle" {...props} />;
export const LockKeyhole = (props: IconProps) => <SpriteSvg name="LockKeyhole" {...props} />;
export const LogOut = (props: IconProps) => <SpriteSvg name="LogOut" {...props} />;
export const Mail = (props: IconProps) => <SpriteSvg name="Mail" {...props} />;
export const MapPin = (props: IconProps) => <SpriteSvg name="MapPin" {...props} />;
export const Menu = (props: IconProps) => <SpriteSvg name="Menu" {...props} />;
export const MessageCircle = (props: IconProps) => <SpriteSvg name="MessageCircle" {...props} />;
export const MoreVertical = (props: IconProps) => <SpriteSvg name="MoreVertical" {...props} />;
export const Pencil = (props: IconProps) => <SpriteSvg name="Pencil" {...props} />;
export const Phone = (props: IconProps) => <SpriteSvg name="Phone" {...props} />;
export const Play = (props: IconProps) => <SpriteSvg name="Play" {...props} />;
export const Plus = (props: IconProps) => <SpriteSvg name="Plus" {...props} />;
export const Quote = (props: IconProps) => <SpriteSvg name="Quote" {...props} />;
export const RotateCcw = (props: IconProps) => <SpriteSvg name="RotateCcw" {...props} />;
export const RotateCw = (props: IconProps) => <SpriteSvg name="RotateCw" {...props} />;
export const Save = (props: IconProps) => <SpriteSvg name="Save" {...props} />;
export const Search = (props: IconProps) => <SpriteSvg name="Search" {...props} />;
export const Send = (props: IconProps) => <SpriteSvg name="Send" {...props} />;
export const ShieldCheck = (props: IconProps) => <SpriteSvg name="ShieldCheck" {...props} />;
export const Snowflake = (props: IconProps) => <SpriteSvg name="Snowflake" {...props} />;
export const Sparkles = (props: IconProps) => <SpriteSvg name="Sparkles" {...props} />;
export const Star = (props: IconProps) => <SpriteSvg name="Star" {...props} />;
export const Sun = (props: IconProps) => <SpriteSvg name="Sun" {...props} />;
export const Trash = (props: IconProps) => <SpriteSvg name="Trash" {...props} />;
export const Undo2 = (props: IconProps) => <SpriteSvg name="Undo2" {...props} />;
export const Upload = (props: IconProps) => <SpriteSvg name="Upload" {...props} />;
export const UserPen = (props: IconProps) => <SpriteSvg name="UserPen" {...props} />;
export const UserSearch = (props: IconProps) => <SpriteSvg name="UserSearch" {...props} />;
export const Video = (props: IconProps) => <SpriteSvg name="Video" {...props} />;
export const X = (props: IconProps) => <SpriteSvg name="X" {...props} />;
