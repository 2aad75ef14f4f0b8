// GET /api/use-cases/{slug} — one use case
import { ApiError, cacheFor, handle } from "@/lib/api/errors";
import { getUseCaseBySlug } from "@/lib/db/queries/use-cases";
import { serializeUseCase } from "@/lib/use-cases";
import { slugParam } from "@/lib/validations/blog";

export const GET = handle(async (_req, { params }: { params: Promise<{ slug: string }> }) => {
  const slug = slugParam.safeParse((await params).slug);
  const row = slug.success ? await getUseCaseBySlug({ slug: slug.data }) : null;
  if (!row) throw new ApiError("not_found", 404, "Use case not found");
  return Response.json({ data: serializeUseCase(row) }, { headers: cacheFor(300) });
});
