// POST /api/admin/preview — {markdown}: the sanitised HTML it publishes as, with its read time,
// so the studio's preview is exactly what visitors will see.
import { readJson } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { renderMarkdown } from "@/lib/content/markdown";
import { countWords, readTimeMinutes } from "@/lib/utils/html";
import { CONTENT_MAX_BYTES, previewSchema } from "@/lib/validations/studio";

export const POST = withAdmin(async (req) => {
  const { markdown } = await readJson(req, previewSchema, CONTENT_MAX_BYTES);
  const html = renderMarkdown(markdown);
  return Response.json({
    html,
    words: countWords(html),
    read_time_minutes: readTimeMinutes(html),
  });
});
