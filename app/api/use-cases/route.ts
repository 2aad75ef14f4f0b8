// GET /api/use-cases — every use case, in display order
import { cacheFor, handle } from "@/lib/api/errors";
import { listUseCases } from "@/lib/db/queries/use-cases";
import { serializeUseCase } from "@/lib/use-cases";

export const dynamic = "force-dynamic";

export const GET = handle(async () => {
  const rows = await listUseCases();
  return Response.json({ data: rows.map(serializeUseCase) }, { headers: cacheFor(300) });
});
