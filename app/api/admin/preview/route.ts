// POST /api/admin/preview — {markdown}: the sanitised HTML it publishes as, with its read time,
// so the studio's preview is exactly what visitors will see.
import { readJson } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { previewOf } from "@/lib/content/markdown";
import { CONTENT_MAX_BYTES, previewSchema } from "@/lib/validations/studio";

export const POST = withAdmin(async (req) => {
  const { markdown } = await readJson(req, previewSchema, CONTENT_MAX_BYTES);
  return Response.json(previewOf(markdown));
});
