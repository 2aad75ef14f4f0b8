// The inbox's Retry on a delivery that keeps failing: due again now, sent after the answer.
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { retryNotification } from "@/lib/db/queries/notifications";
import { deliverAfterResponse } from "./deliver";

export async function retryDelivery(id: string) {
  if (!(await retryNotification({ id }))) {
    throw new ApiError("not_found", 404, "No such undelivered notification");
  }
  deliverAfterResponse();
  return { success: true };
}
