// What the studio's editors share below their forms: the address a title makes, and the shape of
// a problem found in a form before it is saved.
import { slugify, uniqueSlug } from "@/lib/content/slug";

/** The address a title makes, as the server makes it (never the studio's reserved "new"). */
export const slugFromTitle = (title: string) =>
  title.trim() ? uniqueSlug(slugify(title), new Set()) : "";

export type FormProblem = { field: "title" | "slug" | "body" | "imageAlt"; message: string };
