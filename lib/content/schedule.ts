// When a scheduled post or use case goes live: a time to come, given with the write that
// schedules it (or kept from before), and nothing once it is anything but scheduled.
import { ApiError } from "@/lib/api/errors";
import type { PostStatus } from "@/lib/validations/studio";

const MAX_AHEAD_MS = 2 * 366 * 86_400_000;

/** Statuses an admin's approval puts an item in (its byline says who reviewed it). */
export const isApproved = (status: PostStatus) => status === "published" || status === "scheduled";

export function scheduledAt(
  /** The status the write leaves the item in (a post's, a use case's or an event's). */
  status: string,
  given: string | null | undefined,
  stored: Date | null,
  now = new Date(),
): Date | null {
  if (status !== "scheduled") return null;
  const at = given === undefined ? stored : given === null ? null : new Date(given);
  if (!at) {
    throw new ApiError("bad_request", 400, "publish_at is required to schedule: when it goes live");
  }
  if (at.getTime() <= now.getTime()) {
    throw new ApiError(
      "bad_request",
      400,
      "publish_at: choose a time in the future (to put it live now, publish it)",
    );
  }
  if (at.getTime() - now.getTime() > MAX_AHEAD_MS) {
    throw new ApiError("bad_request", 400, "publish_at: at most two years ahead");
  }
  return at;
}
