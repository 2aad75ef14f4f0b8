// The author profile: the name, avatar and bio shown under an admin's posts. Changing it
// updates their posts too, and refreshes the published ones.
import "server-only";
import type { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { audit, type RequestMeta } from "@/lib/auth/audit";
import {
  getAuthorProfile,
  publishedPostCount,
  restampAuthor,
  updateAuthorProfile,
} from "@/lib/db/queries/studio-author";
import type { profileSchema } from "@/lib/validations/studio";
import { expireTags } from "./cache";
import { CONTENT_TAGS } from "./cache-tags";
import type { Admin } from "./posts";

const profileJson = (p: { name: string; avatarUrl: string | null; bio: string | null }) => ({
  name: p.name,
  avatar_url: p.avatarUrl,
  bio: p.bio,
});

/** The admin's profile, and how many published posts carry it (none: the first publish asks). */
export async function profileOf(adminId: string) {
  const [profile, published] = await Promise.all([
    getAuthorProfile(adminId),
    publishedPostCount(adminId),
  ]);
  if (!profile) throw new ApiError("not_found", 404, "Profile not found");
  return { profile: profileJson(profile), published_posts: published };
}

export async function updateProfile(
  admin: Admin,
  input: z.output<typeof profileSchema>,
  meta: RequestMeta,
) {
  const profile = await updateAuthorProfile(admin.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.avatar_url !== undefined ? { avatarUrl: input.avatar_url } : {}),
    ...(input.bio !== undefined ? { bio: input.bio } : {}),
  });
  if (!profile) throw new ApiError("not_found", 404, "Profile not found");
  const published = await restampAuthor(admin.id, profile);
  await audit(meta, {
    action: "profile_changed",
    user: admin,
    details: { fields: Object.keys(input) },
  });
  if (published.length) {
    expireTags([CONTENT_TAGS.postLists, ...published.map((slug) => CONTENT_TAGS.post(slug))]);
  }
  return { profile: profileJson(profile) };
}
