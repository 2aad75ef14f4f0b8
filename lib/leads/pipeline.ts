// The pipeline in dollars (the overview's `pipeline`) and the owners' status probabilities.
import "server-only";
import { site } from "@/config/site";
import { ApiError } from "@/lib/api/errors";
import { audit } from "@/lib/auth/audit";
import type { RequestMeta } from "@/lib/auth/request-meta";
import { getPipeline } from "@/lib/db/queries/pipeline";
import { readSetting, writeSetting } from "@/lib/db/queries/settings";
import { listAssignees, type PublicUser, setTakesNewLeads } from "@/lib/db/queries/users";
import { agencyToday } from "@/lib/rules/follow-up";
import {
  type AssignmentRule,
  assignmentRuleSchema,
  DEFAULT_STAGE_PROBABILITIES,
  type StageProbabilities,
  stageProbabilitiesSchema,
} from "@/lib/validations/pipeline";

const SETTING = "stage_probabilities";
/** Read by the SQL that writes a new chat lead (lib/db/queries/lead-write.ts). */
const ASSIGNMENT = "lead_assignment";

/** The owners' probabilities, or the defaults where none (or an unreadable one) was saved. */
export async function stageProbabilities(): Promise<StageProbabilities> {
  const saved = stageProbabilitiesSchema.safeParse(await readSetting(SETTING));
  return saved.success ? saved.data : DEFAULT_STAGE_PROBABILITIES;
}

export async function saveStageProbabilities(
  probabilities: StageProbabilities,
  user: PublicUser,
  meta: RequestMeta,
): Promise<StageProbabilities> {
  await writeSetting(SETTING, probabilities, user.email);
  await audit(meta, {
    action: "settings_changed",
    user,
    details: { stage_probabilities: probabilities },
  });
  return probabilities;
}

/** The owners' rule for new chat leads (nobody's until one is saved). */
export async function assignmentRule(): Promise<AssignmentRule> {
  const saved = assignmentRuleSchema.safeParse(await readSetting(ASSIGNMENT));
  return saved.success ? saved.data : { mode: "none" };
}

export async function saveAssignmentRule(
  rule: AssignmentRule,
  user: PublicUser,
  meta: RequestMeta,
): Promise<AssignmentRule> {
  if (rule.mode === "admin" && !(await listAssignees()).some((a) => a.id === rule.admin_id)) {
    throw new ApiError("bad_request", 400, "admin_id must be an admin of this site");
  }
  await writeSetting(ASSIGNMENT, rule, user.email);
  await audit(meta, { action: "settings_changed", user, details: { lead_assignment: rule } });
  return rule;
}

/** An admin takes new chat leads in turn, or stops. */
export async function saveTakesNewLeads(takes: boolean, user: PublicUser, meta: RequestMeta) {
  await setTakesNewLeads(user.id, takes);
  await audit(meta, { action: "settings_changed", user, details: { takes_new_leads: takes } });
  return { takes_new_leads: takes };
}

/** The pipeline for a period of the agency's calendar. */
export async function pipelineFor({ from, to }: { from: string; to: string }) {
  return getPipeline({
    from,
    to,
    today: agencyToday().today,
    timeZone: site.timeZone,
    probabilities: await stageProbabilities(),
  });
}
