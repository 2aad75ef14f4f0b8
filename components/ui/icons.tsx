// The site's icons (lucide's drawings) as plain SVG elements. Unlike lucide-react's components,
// which are client components, these cost no JavaScript when a server component renders them,
// and only their own paths when a client component does. Add an icon by exporting it below.

import {
  ArrowDown as ArrowDownNode,
  ArrowLeft as ArrowLeftNode,
  ArrowLeftRight as ArrowLeftRightNode,
  ArrowRight as ArrowRightNode,
  ArrowUpRight as ArrowUpRightNode,
  Bot as BotNode,
  Building2 as Building2Node,
  CalendarCheck as CalendarCheckNode,
  CalendarDays as CalendarDaysNode,
  CalendarPlus as CalendarPlusNode,
  ChartColumn as ChartColumnNode,
  CheckCircle2 as CheckCircle2Node,
  Check as CheckNode,
  ChevronDown as ChevronDownNode,
  ChevronLeft as ChevronLeftNode,
  ChevronRight as ChevronRightNode,
  CircleAlert as CircleAlertNode,
  CircleCheck as CircleCheckNode,
  CircleDot as CircleDotNode,
  Clock as ClockNode,
  CreditCard as CreditCardNode,
  Download as DownloadNode,
  Eye as EyeNode,
  EyeOff as EyeOffNode,
  FileText as FileTextNode,
  Flame as FlameNode,
  Gauge as GaugeNode,
  Gift as GiftNode,
  Home as HomeNode,
  type IconNode,
  ImagePlus as ImagePlusNode,
  Inbox as InboxNode,
  LifeBuoy as LifeBuoyNode,
  LoaderCircle as LoaderCircleNode,
  LockKeyhole as LockKeyholeNode,
  LogOut as LogOutNode,
  Mail as MailNode,
  MapPin as MapPinNode,
  Menu as MenuNode,
  MessageCircle as MessageCircleNode,
  MoreVertical as MoreVerticalNode,
  Pencil as PencilNode,
  Phone as PhoneNode,
  Play as PlayNode,
  Plus as PlusNode,
  Quote as QuoteNode,
  RotateCcw as RotateCcwNode,
  RotateCw as RotateCwNode,
  Save as SaveNode,
  Search as SearchNode,
  Send as SendNode,
  ShieldCheck as ShieldCheckNode,
  Snowflake as SnowflakeNode,
  Sparkles as SparklesNode,
  Star as StarNode,
  Sun as SunNode,
  Trash as TrashNode,
  Undo2 as Undo2Node,
  Upload as UploadNode,
  UserPen as UserPenNode,
  UserSearch as UserSearchNode,
  Video as VideoNode,
  X as XNode,
} from "lucide";
import type { SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & {
  size?: number | string;
  strokeWidth?: number | string;
};

/** Draws one of lucide's icons: decorative (aria-hidden) unless it is given a label. */
export function LucideSvg({
  node,
  size = 24,
  strokeWidth = 2,
  ...props
}: IconProps & { node: IconNode }) {
  const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative unless labelled through aria-label
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      focusable="false"
      {...props}
    >
      {node.map(([Tag, attrs], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an icon's shapes never change order
        <Tag key={i} {...attrs} />
      ))}
    </svg>
  );
}

export const ArrowDown = (props: IconProps) => <LucideSvg node={ArrowDownNode} {...props} />;
export const ArrowLeft = (props: IconProps) => <LucideSvg node={ArrowLeftNode} {...props} />;
export const ArrowLeftRight = (props: IconProps) => (
  <LucideSvg node={ArrowLeftRightNode} {...props} />
);
export const ArrowRight = (props: IconProps) => <LucideSvg node={ArrowRightNode} {...props} />;
export const ArrowUpRight = (props: IconProps) => <LucideSvg node={ArrowUpRightNode} {...props} />;
export const Bot = (props: IconProps) => <LucideSvg node={BotNode} {...props} />;
export const Building2 = (props: IconProps) => <LucideSvg node={Building2Node} {...props} />;
export const CalendarCheck = (props: IconProps) => (
  <LucideSvg node={CalendarCheckNode} {...props} />
);
export const CalendarDays = (props: IconProps) => <LucideSvg node={CalendarDaysNode} {...props} />;
export const CalendarPlus = (props: IconProps) => <LucideSvg node={CalendarPlusNode} {...props} />;
export const ChartColumn = (props: IconProps) => <LucideSvg node={ChartColumnNode} {...props} />;
export const Check = (props: IconProps) => <LucideSvg node={CheckNode} {...props} />;
export const CheckCircle2 = (props: IconProps) => <LucideSvg node={CheckCircle2Node} {...props} />;
export const ChevronDown = (props: IconProps) => <LucideSvg node={ChevronDownNode} {...props} />;
export const ChevronLeft = (props: IconProps) => <LucideSvg node={ChevronLeftNode} {...props} />;
export const ChevronRight = (props: IconProps) => <LucideSvg node={ChevronRightNode} {...props} />;
export const CircleAlert = (props: IconProps) => <LucideSvg node={CircleAlertNode} {...props} />;
export const CircleCheck = (props: IconProps) => <LucideSvg node={CircleCheckNode} {...props} />;
export const CircleDot = (props: IconProps) => <LucideSvg node={CircleDotNode} {...props} />;
export const Clock = (props: IconProps) => <LucideSvg node={ClockNode} {...props} />;
export const CreditCard = (props: IconProps) => <LucideSvg node={CreditCardNode} {...props} />;
export const Download = (props: IconProps) => <LucideSvg node={DownloadNode} {...props} />;
export const Eye = (props: IconProps) => <LucideSvg node={EyeNode} {...props} />;
export const EyeOff = (props: IconProps) => <LucideSvg node={EyeOffNode} {...props} />;
export const FileText = (props: IconProps) => <LucideSvg node={FileTextNode} {...props} />;
export const Flame = (props: IconProps) => <LucideSvg node={FlameNode} {...props} />;
export const Gauge = (props: IconProps) => <LucideSvg node={GaugeNode} {...props} />;
export const Gift = (props: IconProps) => <LucideSvg node={GiftNode} {...props} />;
export const Home = (props: IconProps) => <LucideSvg node={HomeNode} {...props} />;
export const ImagePlus = (props: IconProps) => <LucideSvg node={ImagePlusNode} {...props} />;
export const Inbox = (props: IconProps) => <LucideSvg node={InboxNode} {...props} />;
export const LifeBuoy = (props: IconProps) => <LucideSvg node={LifeBuoyNode} {...props} />;
export const LoaderCircle = (props: IconProps) => <LucideSvg node={LoaderCircleNode} {...props} />;
export const LockKeyhole = (props: IconProps) => <LucideSvg node={LockKeyholeNode} {...props} />;
export const LogOut = (props: IconProps) => <LucideSvg node={LogOutNode} {...props} />;
export const Mail = (props: IconProps) => <LucideSvg node={MailNode} {...props} />;
export const MapPin = (props: IconProps) => <LucideSvg node={MapPinNode} {...props} />;
export const Menu = (props: IconProps) => <LucideSvg node={MenuNode} {...props} />;
export const MessageCircle = (props: IconProps) => (
  <LucideSvg node={MessageCircleNode} {...props} />
);
export const MoreVertical = (props: IconProps) => <LucideSvg node={MoreVerticalNode} {...props} />;
export const Pencil = (props: IconProps) => <LucideSvg node={PencilNode} {...props} />;
export const Phone = (props: IconProps) => <LucideSvg node={PhoneNode} {...props} />;
export const Play = (props: IconProps) => <LucideSvg node={PlayNode} {...props} />;
export const Plus = (props: IconProps) => <LucideSvg node={PlusNode} {...props} />;
export const Quote = (props: IconProps) => <LucideSvg node={QuoteNode} {...props} />;
export const RotateCcw = (props: IconProps) => <LucideSvg node={RotateCcwNode} {...props} />;
export const RotateCw = (props: IconProps) => <LucideSvg node={RotateCwNode} {...props} />;
export const Save = (props: IconProps) => <LucideSvg node={SaveNode} {...props} />;
export const Search = (props: IconProps) => <LucideSvg node={SearchNode} {...props} />;
export const Send = (props: IconProps) => <LucideSvg node={SendNode} {...props} />;
export const ShieldCheck = (props: IconProps) => <LucideSvg node={ShieldCheckNode} {...props} />;
export const Snowflake = (props: IconProps) => <LucideSvg node={SnowflakeNode} {...props} />;
export const Sparkles = (props: IconProps) => <LucideSvg node={SparklesNode} {...props} />;
export const Star = (props: IconProps) => <LucideSvg node={StarNode} {...props} />;
export const Sun = (props: IconProps) => <LucideSvg node={SunNode} {...props} />;
export const Trash = (props: IconProps) => <LucideSvg node={TrashNode} {...props} />;
export const Undo2 = (props: IconProps) => <LucideSvg node={Undo2Node} {...props} />;
export const Upload = (props: IconProps) => <LucideSvg node={UploadNode} {...props} />;
export const UserPen = (props: IconProps) => <LucideSvg node={UserPenNode} {...props} />;
export const UserSearch = (props: IconProps) => <LucideSvg node={UserSearchNode} {...props} />;
export const Video = (props: IconProps) => <LucideSvg node={VideoNode} {...props} />;
export const X = (props: IconProps) => <LucideSvg node={XNode} {...props} />;
