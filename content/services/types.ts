// The shape of one service in the catalogue. Everything the site says about a service lives in
// its file in this folder; pages, navigation, forms, the admin and the assistant derive from it.
import type { Action, IconCard, IconName, ProcessStep, Stat, TitledText } from "../types";

export type ServiceAction = Action;

export type TechStackGroup = { group: string; icon: IconName; technologies: string[] };
export type IntegrationCategory = { name: string; examples: string[] };
export type Platform = { name: string; category: string };

type Heading = { id: string; eyebrow?: string; title: string; intro?: string };

/** The sections of a service page, in order; `kind` picks the layout. */
export type ServiceSection = Heading &
  (
    | { kind: "cards"; cards: IconCard[]; columns?: 3 | 4 }
    | { kind: "checklist"; items: Array<string | TitledText> }
    | { kind: "use-cases"; items: TitledText[] }
    | { kind: "process"; steps: ProcessStep[] }
    | { kind: "figures"; figures: Stat[] }
    | { kind: "tech-stack"; groups: TechStackGroup[] }
    | { kind: "integration-categories"; categories: IntegrationCategory[] }
    | { kind: "platforms"; platforms: Platform[]; note: string; action: ServiceAction }
  );

export type Service = {
  /** The URL segment: /services/{slug}. Lower-case words joined by hyphens. */
  slug: string;
  title: string;
  /** One line under the title in the navigation's Services menu. */
  navSubtitle: string;
  icon: IconName;
  /** The overview card on /services (and the assistant's one-line description). */
  cardDescription: string;
  features: string[];
  meta: { title: string; description: string };
  hero: { title: string; intro: string; primary: ServiceAction; secondary: ServiceAction };
  sections: ServiceSection[];
  cta: { heading: string; text: string; primary: ServiceAction; secondary?: ServiceAction };
  /** What the assistant knows: words that mean a visitor is asking about it, a suggested
   *  question, and its rule-based answer when no language model is available. */
  assistant: { keywords: string[]; question: string; answer: string };
};
