// The site's proof as the owner edits it (lib/proof): the results figures, the hero's three
// figures, the testimonials and the team. One shape per kind, checked on save and on read.
import { z } from "zod";
import { isCalendarDate, safeText } from "./common";
import { imageUrl } from "./studio";

export const PROOF_KINDS = ["result", "summary", "testimonial", "team"] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];

const source = safeText("Source", 200);

export const resultData = z.object({
  value: safeText("Figure", 12, { min: 1 }),
  name: safeText("Name", 60, { min: 1 }),
  description: safeText("Description", 160, { min: 1 }),
  /** Where the figure comes from, shown beside it ("12 client projects, 2025"). */
  source,
});

export const summaryData = z.object({
  value: safeText("Figure", 12, { min: 1 }),
  label: safeText("Label", 40, { min: 1 }),
  source,
});

export const testimonialData = z.object({
  quote: safeText("Quote", 600, { min: 1 }),
  name: safeText("Name", 80, { min: 1 }),
  role: safeText("Role", 80),
  company: safeText("Company", 80),
  // Null as stored; "" from the form means none.
  photo: imageUrl("Photo").nullable(),
  logo: imageUrl("Logo").nullable(),
  /** When the client agreed to be quoted: kept for the owner, never shown. */
  permission_on: z
    .string()
    .trim()
    .refine((v) => v === "" || isCalendarDate(v), "Permission date must be a date like 2026-11-21")
    .transform((v) => v || null)
    .nullable(),
});

export const teamData = z.object({
  name: safeText("Name", 80, { min: 1 }),
  role: safeText("Role", 80, { min: 1 }),
  bio: safeText("Bio", 700, { min: 1 }),
  photo: imageUrl("Photo").nullable(),
});

export const proofDataSchemas = {
  result: resultData,
  summary: summaryData,
  testimonial: testimonialData,
  team: teamData,
} as const;

export type ProofData = {
  result: z.output<typeof resultData>;
  summary: z.output<typeof summaryData>;
  testimonial: z.output<typeof testimonialData>;
  team: z.output<typeof teamData>;
};

export type ProofItem<K extends ProofKind = ProofKind> = {
  id: string;
  kind: K;
  position: number;
  data: ProofData[K];
  /** Still the demo's: neither edited nor confirmed by the owner. */
  demo: boolean;
  updatedAt: string;
  updatedBy: string | null;
};

/** A save from the admin: the item, what it now says (checked by its kind on the server), and the
 * version it was edited from. `confirm`: kept as it is, but confirmed as the owner's own. */
export const proofSaveSchema = z.object({
  id: safeText("id", 60, { min: 1 }),
  data: z.record(z.string(), z.unknown()).optional(),
  confirm: z.boolean().optional(),
  if_unmodified_since: z.iso.datetime({
    offset: true,
    error: "if_unmodified_since must be the time the item was loaded",
  }),
});
export type ProofSave = z.output<typeof proofSaveSchema>;

/** How many testimonials and team members there can be; figures have a place each and are only
 * changed. */
export const PROOF_LIMITS = { testimonial: 6, team: 8 } as const;
export type AddableKind = keyof typeof PROOF_LIMITS;

/** A testimonial or team member the owner adds (its words checked by its kind on the server). */
export const proofAddSchema = z.object({
  kind: z.enum(["testimonial", "team"], { error: "kind must be testimonial or team" }),
  data: z.record(z.string(), z.unknown()),
});
export type ProofAdd = z.output<typeof proofAddSchema>;

/** A piece taken off the site, from the version the editor loaded. */
export const proofRemoveSchema = proofSaveSchema.pick({ id: true, if_unmodified_since: true });
export type ProofRemove = z.output<typeof proofRemoveSchema>;
