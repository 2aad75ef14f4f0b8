// The use-case editor's form as plain data, apart from React. Challenge and solution are
// Markdown (one written as HTML is converted when it opens).
import type { z } from "zod";
import { createUseCaseAction, updateUseCaseAction } from "@/lib/actions/content";
import type { useCaseCreateSchema, useCasePatchSchema } from "@/lib/validations/studio";
import { type StudioUseCase, studioUseCaseResponseSchema } from "@/lib/validations/studio-client";
import { htmlToMarkdown } from "./html-to-markdown";
import { slugProblem } from "./post-form";
import { hasUploadMarker, UPLOADING_MESSAGE } from "./upload-marker";
import type { EditorSpec, SaveError } from "./use-content-editor";

export const MAX_RESULTS = 12;
export const MAX_RESULT_LENGTH = 300;
export const MAX_POSITION = 10_000;

export type UseCaseForm = {
  title: string;
  slug: string;
  industry: string;
  image: string;
  challenge: string;
  solution: string;
  results: string[];
  /** As typed in the number field. */
  position: string;
};

export type UseCasePatchBody = z.input<typeof useCasePatchSchema>;
type UseCaseCreateBody = z.input<typeof useCaseCreateSchema>;

export const emptyUseCaseForm: UseCaseForm = {
  title: "",
  slug: "",
  industry: "",
  image: "",
  challenge: "",
  solution: "",
  results: [""],
  position: "0",
};

export function formFromUseCase(u: StudioUseCase): UseCaseForm {
  return {
    title: u.title,
    slug: u.slug,
    industry: u.industry,
    image: u.image_url ?? "",
    challenge: u.challenge_markdown ?? htmlToMarkdown(u.challenge),
    solution: u.solution_markdown ?? htmlToMarkdown(u.solution),
    results: u.results.length > 0 ? u.results : [""],
    position: String(u.position),
  };
}

export const cleanResults = (results: string[]) =>
  results.map((r) => r.trim()).filter((r) => r !== "");

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

export function caseChanges(before: UseCaseForm, after: UseCaseForm): UseCasePatchBody {
  const out: UseCasePatchBody = {};
  if (after.challenge !== before.challenge) out.challenge_markdown = after.challenge;
  if (after.solution !== before.solution) out.solution_markdown = after.solution;
  if (after.title !== before.title) out.title = after.title.trim();
  if (after.slug !== before.slug) out.slug = after.slug;
  if (after.industry !== before.industry) out.industry = after.industry.trim();
  if (after.image !== before.image) out.image_url = after.image || null;
  const results = cleanResults(after.results);
  if (!sameList(results, cleanResults(before.results))) out.results = results;
  if (after.position !== before.position) out.position = Number(after.position);
  return out;
}

export function caseProblem(form: UseCaseForm, isNew: boolean): SaveError | null {
  if (!form.title.trim()) return { field: "title", message: "Give the use case a title first." };
  const slug = slugProblem(form.slug, isNew);
  if (slug) return slug;
  if (!form.industry.trim()) return { message: "Name the industry." };
  if (!form.challenge.trim()) return { message: "Describe the challenge." };
  if (!form.solution.trim()) return { message: "Describe the solution." };
  if (hasUploadMarker(form.challenge, form.solution)) {
    return { message: UPLOADING_MESSAGE };
  }
  const position = Number(form.position);
  if (!/^\d+$/.test(form.position.trim()) || position > MAX_POSITION) {
    return {
      message: `The position is a whole number from 0 to ${MAX_POSITION}.`,
    };
  }
  if (cleanResults(form.results).length > MAX_RESULTS) {
    return { message: `At most ${MAX_RESULTS} results.` };
  }
  return null;
}

/** How the studio's editor saves a use case (./use-content-editor.ts): by its buttons only. */
export const USE_CASE_EDITOR: EditorSpec<UseCaseForm, StudioUseCase> = {
  kind: "use-cases",
  // The server checks the body with the API's schema: the form's builders type it loosely.
  create: (body) => createUseCaseAction(body as UseCaseCreateBody),
  update: (slug, patch) => updateUseCaseAction({ slug, patch: patch as UseCasePatchBody }),
  noun: "use case",
  empty: emptyUseCaseForm,
  formOf: formFromUseCase,
  changes: caseChanges,
  problem: caseProblem,
  required: (form) => ({
    title: form.title.trim(),
    industry: form.industry.trim(),
    challenge_markdown: form.challenge,
    solution_markdown: form.solution,
  }),
  read: (json) => studioUseCaseResponseSchema.parse(json).use_case,
  autosave: false,
};
