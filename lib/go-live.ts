// The go-live checklist on the owners' first screen: facts read from the configuration (shown by
// the variable's name, never its value) and the database, and the owners' decisions (an item
// confirmed, or dismissed with a reason), kept in site_settings "go_live".
import "server-only";
import { z } from "zod";
import { site } from "@/config/site";
import { seedPosts } from "@/content/demo/blog";
import { seedUseCases } from "@/content/demo/use-cases";
import { ApiError } from "@/lib/api/errors";
import { audit, type RequestMeta } from "@/lib/auth/audit";
import { isEmbedded } from "@/lib/db/client";
import { publishedAmong, sellsPricedTickets } from "@/lib/db/queries/go-live";
import { readSetting, writeSetting } from "@/lib/db/queries/settings";
import type { PublicUser } from "@/lib/db/queries/users";
import { env } from "@/lib/env";
import { allProof, proofTitle } from "@/lib/proof";
import {
  GO_LIVE_ITEMS,
  type GoLiveDecision,
  type GoLiveItemId,
  goLiveChecklist,
} from "@/lib/rules/go-live";

const SETTING = "go_live";

const decisionsSchema = z.partialRecord(
  z.enum(GO_LIVE_ITEMS),
  z.object({
    state: z.enum(["confirmed", "dismissed"]),
    reason: z.string().nullable(),
    by: z.string(),
    at: z.string(),
  }),
);

async function decisions(): Promise<Partial<Record<GoLiveItemId, GoLiveDecision>>> {
  const parsed = decisionsSchema.safeParse((await readSetting(SETTING)) ?? {});
  return parsed.success ? parsed.data : {};
}

export async function goLive() {
  const [demoContent, sellsTickets, decided, proof] = await Promise.all([
    publishedAmong({
      postSlugs: seedPosts.map((p) => p.slug),
      useCaseSlugs: seedUseCases.map((u) => u.slug),
    }),
    sellsPricedTickets(),
    decisions(),
    allProof(),
  ]);
  return goLiveChecklist(
    {
      company: site.company,
      brandSet: Boolean(
        env.COMPANY_NAME && (env.EMAIL_DOMAIN || (env.SUPPORT_EMAIL && env.HELLO_EMAIL)),
      ),
      bookingSet: Boolean(env.BOOKING_URL),
      sellsTickets,
      stripeSet: Boolean(env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET),
      mailSet: Boolean(env.SMTP_URL && env.NOTIFY_EMAIL),
      modelSet: Boolean(env.GEMINI_API_KEY),
      demoContent,
      demoProof: proof.filter((p) => p.demo).map(proofTitle),
      privacyContact: site.supportEmail,
      privacySet: Boolean(env.SUPPORT_EMAIL),
      embedded: isEmbedded(),
      siteUrl: site.url,
    },
    decided,
  );
}

export type GoLive = Awaited<ReturnType<typeof goLive>>;

/** An owner closes an item: confirmed (done outside the site) or dismissed with a reason. */
export async function decideGoLiveItem(
  input: { item: GoLiveItemId; state: "confirmed" | "dismissed" | "open"; reason?: string },
  { user, meta }: { user: PublicUser; meta: RequestMeta },
) {
  if (input.state === "dismissed" && !input.reason?.trim()) {
    throw new ApiError("bad_request", 400, "Say why this item does not apply (reason)");
  }
  const all = await decisions();
  if (input.state === "open") delete all[input.item];
  else {
    all[input.item] = {
      state: input.state,
      reason: input.reason?.trim() || null,
      by: user.name || user.email,
      at: new Date().toISOString(),
    };
  }
  await writeSetting(SETTING, all, user.email);
  await audit(meta, {
    action: "settings_changed",
    user,
    details: { go_live: input.item, state: input.state },
  });
  return goLive();
}
