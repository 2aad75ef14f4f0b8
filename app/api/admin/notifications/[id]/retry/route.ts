// POST /api/admin/notifications/{id}/retry — try a failed notification again now
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { retryNotification } from "@/lib/db/queries/notifications";
import { deliverAfterResponse } from "@/lib/notify/deliver";

const idParam = z.uuid();

export const POST = withAdmin<{ id: string }>(async (_req, { params }) => {
  const id = idParam.safeParse((await params).id);
  if (!id.success || !(await retryNotification({ id: id.data }))) {
    throw new ApiError("not_found", 404, "No such undelivered notification");
  }
  deliverAfterResponse();
  return Response.json({ success: true });
});
