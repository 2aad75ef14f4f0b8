// GET /api/use-cases — every published use case, in display order; with an admin bearer token,
// the studio's list of any status. POST — an admin creates one (201 {use_case}).
import { cacheFor, handle, parseQuery, readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { ADMIN_VARY, carriesAdminSession, requireAdmin, withAdmin } from "@/lib/auth/guard";
import { createUseCase } from "@/lib/content/use-cases";
import { listUseCasesForStudio } from "@/lib/db/queries/studio-list";
import { listUseCases } from "@/lib/db/queries/use-cases";
import { serializeStudioUseCase, serializeUseCase } from "@/lib/use-cases";
import { CONTENT_MAX_BYTES, studioListQuery, useCaseCreateSchema } from "@/lib/validations/studio";

export const dynamic = "force-dynamic";

export const GET = handle(async (req) => {
  if (carriesAdminSession(req)) {
    await requireAdmin(req);
    const q = parseQuery(req, studioListQuery);
    const { useCases, total, counts } = await listUseCasesForStudio(q);
    return Response.json(
      {
        data: useCases.map(serializeStudioUseCase),
        counts,
        pagination: { page: q.page, total, totalPages: Math.ceil(total / q.limit) },
      },
      { headers: { "Cache-Control": "private, no-store", Vary: ADMIN_VARY } },
    );
  }
  const rows = await listUseCases();
  return Response.json(
    { data: rows.map(serializeUseCase) },
    { headers: { ...cacheFor(300), Vary: ADMIN_VARY } },
  );
});

export const POST = withAdmin(async (req, { user }) => {
  const input = await readJson(req, useCaseCreateSchema, CONTENT_MAX_BYTES);
  const row = await createUseCase(input, user, requestMeta(req));
  return Response.json({ use_case: serializeStudioUseCase(row) }, { status: 201 });
});
