// Every background job of the site, in one list: what it does, when, and for how long a run may
// hold it. lib/jobs/runner.ts runs them (in each web process unless JOBS=off, and in
// `npm run worker`); the owners' overview and /metrics show how each last went.
import "server-only";
import { site } from "@/config/site";
import { env } from "@/lib/env";
import { watchMailbox } from "@/lib/inbound/imap";
import { jobsToken } from "@/lib/internal/control";
import { deliverDueNotifications, finishDeliveries } from "@/lib/notify/deliver";
import { DIGEST_HOUR, sendMorningDigest } from "@/lib/notify/digest";
import { canSendMail } from "@/lib/notify/mail";
import { purgeExpiredPersonalData } from "@/lib/privacy/retention";
import type { JobDefinition } from "./runner";

/** Where the runner reaches the web app: INTERNAL_URL, or this host's server on PORT. */
function internalUrl(): string {
  if (env.INTERNAL_URL) return env.INTERNAL_URL;
  const listening = env.HOSTNAME && !["0.0.0.0", "::"].includes(env.HOSTNAME) ? env.HOSTNAME : null;
  const host = listening ?? "127.0.0.1";
  return `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${env.PORT}`;
}

/** Publishing goes through the app's route: Next expires a page's tags only inside a request. */
async function publishDue() {
  const res = await fetch(new URL("/api/internal/publish-due", internalUrl()), {
    method: "POST",
    headers: { "x-site-jobs": await jobsToken() },
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await res.json().catch(() => null)) as {
    posts?: string[];
    use_cases?: string[];
    events?: string[];
  } | null;
  if (!res.ok) throw new Error(`publishing answered ${res.status}`);
  const published = [...(body?.posts ?? []), ...(body?.use_cases ?? []), ...(body?.events ?? [])];
  if (published.length) console.log(`[jobs] published what was scheduled: ${published.join(", ")}`);
}

export const JOB_DEFINITIONS: JobDefinition[] = [
  {
    name: "notifications",
    label: "Lead notifications, phone alerts, ticket holders' mail and newsletters",
    schedule: { everyMs: 5_000 },
    // A round sends for up to 20 s and marks for a few more.
    leaseMs: 2 * 60_000,
    run: () => deliverDueNotifications(),
    stop: finishDeliveries,
  },
  {
    name: "inbound-mail",
    label: "Replies from leads, read from the mailbox",
    // A run watches for a minute (IMAP IDLE); the next starts a few seconds after.
    schedule: { everyMs: 5_000 },
    leaseMs: 3 * 60_000,
    enabled: () => Boolean(env.IMAP_URL),
    needs: "a mailbox is set (IMAP_URL)",
    run: (signal) => watchMailbox({ signal }),
  },
  {
    name: "publish-due",
    label: "Scheduled posts, use cases and events going live",
    schedule: { everyMs: 15_000 },
    leaseMs: 60_000,
    run: publishDue,
  },
  {
    name: "morning-digest",
    label: `The owners' ${DIGEST_HOUR} a.m. email`,
    // At 8, and each hour after for a run that failed (the day's digest is written once).
    schedule: { cron: `0 ${DIGEST_HOUR}-23 * * *`, timeZone: site.timeZone },
    leaseMs: 5 * 60_000,
    enabled: canSendMail,
    needs: "email is set up",
    run: async () => {
      if (await sendMorningDigest()) await deliverDueNotifications();
    },
  },
  {
    name: "retention",
    label: "Deleting leads past the retention period",
    schedule: { everyMs: 24 * 3_600_000 },
    leaseMs: 30 * 60_000,
    enabled: () => Boolean(env.LEAD_RETENTION_DAYS),
    needs: "a retention period is set (LEAD_RETENTION_DAYS)",
    run: () => purgeExpiredPersonalData(env.LEAD_RETENTION_DAYS ?? 0),
  },
];
