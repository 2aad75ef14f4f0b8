// The pipeline in dollars (the overview's `pipeline`) and the owners' status probabilities.
import "server-only";
import { site } from "@/config/site";
import { audit } from "@/lib/auth/audit";
import type { RequestMeta } from "@/lib/auth/request-meta";
import { getPipeline } from "@/lib/db/queries/pipeline";
import { readSetting, writeSetting } from "@/lib/db/queries/settings";
import type { PublicUser } from "@/lib/db/queries/users";
import { agencyToday } from "@/lib/rules/follow-up";
import {
  DEFAULT_STAGE_PROBABILITIES,
  type StageProbabilities,
  stageProbabilitiesSchema,
} from "@/lib/validations/pipeline";

const SETTING = "stage_probabilities";

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
