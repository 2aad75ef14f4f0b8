// GET /api/admin/share-card?title=&section=&footer= — a share card from an unsaved title, for the
// studio's preview (the public <page>/social.png draws only what is published).
import { z } from "zod";
import { parseQuery } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { cardResponse } from "@/lib/og/card";
import { safeText } from "@/lib/validations/common";
import { SEO_HINTS } from "@/lib/validations/studio";

const cardQuery = z.object({
  title: safeText("title", SEO_HINTS.title.max, { min: 1 }),
  section: z.enum(["Blog", "Use cases", "Events"], {
    error: "section must be Blog, Use cases or Events",
  }),
  footer: safeText("footer", 200).optional(),
});

export const GET = withAdmin(async (req) => {
  const { title, section, footer } = parseQuery(req, cardQuery);
  return cardResponse(
    { title, section, footer },
    { "Cache-Control": "private, max-age=300" },
    { req, persist: false },
  );
});
