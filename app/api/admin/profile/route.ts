// GET /api/admin/profile — the signed-in admin's author profile (name, avatar, bio), and how many
// published posts carry it (none yet: the editor asks for a profile at the first publish).
// PATCH — changes it; the posts they wrote show the new profile.
import { ApiError, readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { updateProfile } from "@/lib/content/profile";
import { getAuthorProfile, publishedPostCount } from "@/lib/db/queries/studio-author";
import { profileSchema } from "@/lib/validations/studio";

const json = (p: { name: string; avatarUrl: string | null; bio: string | null }) => ({
  profile: { name: p.name, avatar_url: p.avatarUrl, bio: p.bio },
});

export const GET = withAdmin(async (_req, { user }) => {
  const [profile, published] = await Promise.all([
    getAuthorProfile(user.id),
    publishedPostCount(user.id),
  ]);
  if (!profile) throw new ApiError("not_found", 404, "Profile not found");
  return Response.json({ ...json(profile), published_posts: published });
});

export const PATCH = withAdmin(async (req, { user }) => {
  const input = await readJson(req, profileSchema, 4 * 1024);
  const profile = await updateProfile(user, input, requestMeta(req));
  return Response.json(json(profile));
});
