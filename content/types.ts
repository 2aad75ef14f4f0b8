// Shared content types: icon names, stats, process steps, links and a fixed-length tuple helper.
import type { SpriteIconName } from "@/lib/icons/names";

/** Name of one of the site's icons, e.g. "Bot" (lib/icons/names.ts), checked at compile time. */
export type IconName = SpriteIconName;

/** A tuple of exactly N items of T, used where the spec fixes a count. */
export type Exactly<T, N extends number, Acc extends T[] = []> = Acc["length"] extends N
  ? Acc
  : Exactly<T, N, [...Acc, T]>;

export type ProcessStep = {
  step: number;
  title: string;
  description: string;
};

/** A headline figure such as "300%" with a short label and optional detail. */
export type Stat = {
  value: string;
  label: string;
  description?: string;
  /** Where the figure comes from, shown under it. */
  source?: string;
};

export type IconCard = {
  title: string;
  description: string;
  icon: IconName;
};

export type TitledText = {
  title: string;
  description: string;
};

export type LinkItem = {
  label: string;
  href: string;
};

/** A button from content: the booking calendar (opens in a new tab) or a page of the site. */
export type Action = { label: string; to: "booking" } | { label: string; href: string };

/** The top band of an inner page; the first action is the primary button. */
export type PageHeroContent = {
  eyebrow?: string;
  title: string;
  intro?: string;
  actions?: Action[];
};

/** Where a dated event stands: before it, during it, or after it (lib/events/phase.ts). */
export type EventPhase = "upcoming" | "live" | "past";

/** One text (or value) per phase of an event. */
export type PhaseCopy<T = string> = Record<EventPhase, T>;
