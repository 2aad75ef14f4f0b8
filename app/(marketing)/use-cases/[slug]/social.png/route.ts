// GET /use-cases/{slug}/social.png — the share card of a use case without an uploaded image: its
// title and industry on the brand's colours (lib/og/card.tsx).
import { ApiError, handle, routeSlug } from "@/lib/api/errors";
import { tagPage } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { getUseCaseBySlug } from "@/lib/db/queries/use-cases";
import { cardResponse, SHARE_CARD_CACHE } from "@/lib/og/card";
import { industryLabel } from "@/lib/use-cases";

const notFound = () => new ApiError("not_found", 404, "Use case not found");

export const GET = handle(async (req, { params }: { params: Promise<{ slug: string }> }) => {
  const slug = await routeSlug(params, notFound);
  await tagPage(CONTENT_TAGS.oneUseCase(slug));
  const useCase = await getUseCaseBySlug({ slug });
  if (!useCase) throw notFound();
  return cardResponse(
    { section: "Use cases", title: useCase.title, footer: industryLabel(useCase.industry) },
    SHARE_CARD_CACHE,
    { req },
  );
});
