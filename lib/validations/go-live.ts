// The go-live checklist's one change: an item confirmed, dismissed with a reason, or opened again.
import { z } from "zod";
import { GO_LIVE_ITEMS } from "@/lib/rules/go-live";

export const goLiveDecisionSchema = z.object({
  item: z.enum(GO_LIVE_ITEMS, { error: "No such checklist item" }),
  state: z.enum(["confirmed", "dismissed", "open"], {
    error: "state must be confirmed, dismissed or open",
  }),
  reason: z.string().trim().max(300, "reason must be at most 300 characters").optional(),
});
