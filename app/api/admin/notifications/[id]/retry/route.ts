// POST /api/admin/notifications/{id}/retry — try a failed notification again now
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { retryDelivery } from "@/lib/notify/retry";

const idParam = z.uuid();

export const POST = withAdmin<{ id: string }>(async (_req, { params }) => {
  const id = idParam.safeParse((await params).id);
  if (!id.success) throw new ApiError("not_found", 404, "No such undelivered notification");
  return Response.json(await retryDelivery(id.data));
});
