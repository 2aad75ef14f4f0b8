// The go-live checklist's action (owners): confirm an item, dismiss it with a reason, or open it
// again.
"use server";

import { adminAction } from "@/lib/auth/action";
import { decideGoLiveItem } from "@/lib/go-live";
import { goLiveDecisionSchema } from "@/lib/validations/go-live";

export const decideGoLiveAction = adminAction(
  goLiveDecisionSchema,
  (input, ctx) => decideGoLiveItem(input, ctx),
  { owner: true },
);
