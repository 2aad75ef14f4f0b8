// The pipeline's settings as server actions (lib/auth/action.ts), beside the JSON API.
"use server";

import { adminAction } from "@/lib/auth/action";
import { saveStageProbabilities } from "@/lib/leads/pipeline";
import { stageProbabilitiesSchema } from "@/lib/validations/pipeline";

export const saveProbabilitiesAction = adminAction(
  stageProbabilitiesSchema,
  (probabilities, { user, meta }) => saveStageProbabilities(probabilities, user, meta),
  { owner: true },
);
