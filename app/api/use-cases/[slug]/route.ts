// GET /api/use-cases/{slug} — one published use case (any, with an admin bearer token).
// PATCH and DELETE (204) are the studio's, behind the token.
import { ApiError, cacheFor, handle, readJson, routeSlug } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { ADMIN_VARY, carriesAdminSession, requireAdmin, withAdmin } from "@/lib/auth/guard";
import { deleteUseCase, updateUseCase } from "@/lib/content/use-cases";
import { findUseCaseForStudio } from "@/lib/db/queries/studio-read";
import { getUseCaseBySlug } from "@/lib/db/queries/use-cases";
import { serializeStudioUseCase, serializeUseCase } from "@/lib/use-cases";
import { CONTENT_MAX_BYTES, useCasePatchSchema } from "@/lib/validations/studio";

type Params = { params: Promise<{ slug: string }> };

const notFound = () => new ApiError("not_found", 404, "Use case not found");

export const GET = handle(async (req, { params }: Params) => {
  const slug = await routeSlug(params, notFound);
  if (carriesAdminSession(req)) {
    await requireAdmin(req);
    // At a former address (a studio link from before a rename): the use case where it is now.
    const row = await findUseCaseForStudio(slug);
    if (!row) throw notFound();
    return Response.json(
      { data: serializeStudioUseCase(row) },
      { headers: { "Cache-Control": "private, no-store", Vary: ADMIN_VARY } },
    );
  }
  const row = await getUseCaseBySlug({ slug });
  if (!row) throw notFound();
  return Response.json(
    { data: serializeUseCase(row) },
    { headers: { ...cacheFor(300), Vary: ADMIN_VARY } },
  );
});

export const PATCH = withAdmin<{ slug: string }>(async (req, { user, params }) => {
  const slug = await routeSlug(params, notFound);
  const patch = await readJson(req, useCasePatchSchema, CONTENT_MAX_BYTES);
  const row = await updateUseCase(slug, patch, user, requestMeta(req));
  return Response.json({ use_case: serializeStudioUseCase(row) });
});

export const DELETE = withAdmin<{ slug: string }>(async (req, { user, params }) => {
  await deleteUseCase(await routeSlug(params, notFound), user, requestMeta(req));
  return new Response(null, { status: 204 });
});
