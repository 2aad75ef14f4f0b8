// What the admin's pages read while the owner works (browser-only): previews as they type and
// their profile. Reads stay plain requests, which a newer one can cancel; changes are server
// actions (lib/actions).
import {
  type PreviewResponse,
  previewResponseSchema,
  profileResponseSchema,
} from "@/lib/validations/studio-client";
import { authorizedFetch } from "./client";

/** POST /api/admin/preview: the Markdown as it will be published, sanitised by the server. */
export async function previewMarkdown(
  markdown: string,
  signal?: AbortSignal,
): Promise<PreviewResponse> {
  const res = await authorizedFetch("/api/admin/preview", {
    method: "POST",
    body: { markdown },
    signal,
  });
  return previewResponseSchema.parse(await res.json());
}

/** GET /api/admin/profile: the signed-in admin's author profile and their published posts. */
export async function loadProfile(signal?: AbortSignal) {
  const res = await authorizedFetch("/api/admin/profile", { signal });
  return profileResponseSchema.parse(await res.json());
}
