// The pipeline's settings as server actions (lib/auth/action.ts), beside the JSON API.
"use server";

import { adminAction } from "@/lib/auth/action";
import {
  saveAssignmentRule,
  saveStageProbabilities,
  saveTakesNewLeads,
} from "@/lib/leads/pipeline";
import { saveEditorsOwnLeadsOnly } from "@/lib/leads/scope";
import {
  assignmentRuleSchema,
  editorScopeSchema,
  stageProbabilitiesSchema,
  takesNewLeadsSchema,
} from "@/lib/validations/pipeline";

export const saveProbabilitiesAction = adminAction(
  stageProbabilitiesSchema,
  (probabilities, { user, meta }) => saveStageProbabilities(probabilities, user, meta),
  { owner: true },
);

export const saveAssignmentRuleAction = adminAction(
  assignmentRuleSchema,
  (rule, { user, meta }) => saveAssignmentRule(rule, user, meta),
  { owner: true },
);

export const takeNewLeadsAction = adminAction(
  takesNewLeadsSchema,
  ({ takes_new_leads }, { user, meta }) => saveTakesNewLeads(takes_new_leads, user, meta),
);

export const editorScopeAction = adminAction(
  editorScopeSchema,
  ({ editors_own_leads_only }, { user, meta }) =>
    saveEditorsOwnLeadsOnly(editors_own_leads_only, user, meta),
  { owner: true },
);
