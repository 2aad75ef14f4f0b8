// GET /api/admin/profile — the signed-in admin's author profile (name, avatar, bio), and how many
// published posts carry it (none yet: the editor asks for a profile at the first publish).
// PATCH — changes it; the posts they wrote show the new profile.
import { readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { profileOf, updateProfile } from "@/lib/content/profile";
import { profileSchema } from "@/lib/validations/studio";

export const GET = withAdmin(async (_req, { user }) => Response.json(await profileOf(user.id)));

export const PATCH = withAdmin(async (req, { user }) => {
  const input = await readJson(req, profileSchema, 4 * 1024);
  return Response.json(await updateProfile(user, input, requestMeta(req)));
});
