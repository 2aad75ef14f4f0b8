// What the admin's pages read while the owner works (browser-only): previews as they type and
// their profile. Reads are requests a newer one cancels: Next runs one server action at a time per
// tab, and a preview must not wait behind a save or an AI draft.
import {
  type PreviewResponse,
  previewResponseSchema,
  profileResponseSchema,
} from "@/lib/validations/studio-client";
import { readWithSession } from "./client";

/** POST /api/admin/preview: the Markdown as it will be published, sanitised by the server. */
export async function previewMarkdown(
  markdown: string,
  signal?: AbortSignal,
): Promise<PreviewResponse> {
  const res = await readWithSession("/api/admin/preview", { body: { markdown }, signal });
  return previewResponseSchema.parse(await res.json());
}

/** GET /api/admin/profile: the signed-in admin's author profile and their published posts. */
export async function loadProfile(signal?: AbortSignal) {
  const res = await readWithSession("/api/admin/profile", { signal });
  return profileResponseSchema.parse(await res.json());
}
