// The app's Prometheus metrics for GET /metrics, in the registry scripts/server.mjs also writes
// (prom-client is external to the bundle). On globalThis: a metric can be registered only once.
import "server-only";
import client from "prom-client";
import { listJobs } from "@/lib/db/queries/jobs";
import { notificationOutboxDepth } from "@/lib/db/queries/notifications";

// One read of the jobs table serves both job gauges of a scrape.
let jobsRead: { at: number; rows: ReturnType<typeof listJobs> } | undefined;
function jobsForScrape() {
  if (!jobsRead || Date.now() - jobsRead.at > 1000) jobsRead = { at: Date.now(), rows: listJobs() };
  return jobsRead.rows;
}

function create() {
  client.collectDefaultMetrics();
  return {
    leadsSaved: new client.Counter({
      name: "site_leads_saved_total",
      help: "Leads saved, by where they came from (chat, contact) and whether the save made a new lead",
      labelNames: ["source", "created"] as const,
    }),
    modelCalls: new client.Counter({
      name: "site_model_calls_total",
      help: "Calls to the language model, by outcome (ok, failed)",
      labelNames: ["outcome"] as const,
    }),
    modelFallbacks: new client.Counter({
      name: "site_model_fallbacks_total",
      help: "Chat replies answered by the rules instead of the model, by reason",
      labelNames: ["reason"] as const,
    }),
    modelTokens: new client.Counter({
      name: "site_model_tokens_total",
      help: "Language-model tokens the provider reported, by kind (input, output)",
      labelNames: ["kind"] as const,
    }),
    inboundEmails: new client.Counter({
      name: "site_inbound_emails_total",
      help: "Emails received (IMAP or the forwarder's webhook), by outcome (stored, auto_reply, duplicate, ignored)",
      labelNames: ["via", "outcome"] as const,
    }),
    notifications: new client.Counter({
      name: "site_notifications_total",
      help: "Notification sends, by channel and outcome (delivered, failed)",
      labelNames: ["channel", "outcome"] as const,
    }),
    shareCards: new client.Counter({
      name: "site_share_cards_total",
      help: "Share cards served, by where they came from (drawn, memory, disk)",
      labelNames: ["source"] as const,
    }),
    jobs: new client.Gauge({
      name: "site_job_timestamp_seconds",
      help: "Each background job's last finished run, last failure and next run (Unix seconds)",
      labelNames: ["job", "event"] as const,
      async collect() {
        try {
          for (const job of await jobsForScrape()) {
            const seconds = (d: Date | null) => (d ? d.getTime() / 1000 : 0);
            this.set({ job: job.name, event: "finished" }, seconds(job.lastFinishedAt));
            this.set({ job: job.name, event: "failed" }, seconds(job.lastFailedAt));
            this.set({ job: job.name, event: "next" }, seconds(job.nextRunAt));
          }
        } catch {
          // The database is down (/readyz says so): no reading rather than an old one.
          this.reset();
        }
      },
    }),
    jobFailures: new client.Gauge({
      name: "site_job_failures",
      help: "Failed runs of each background job since it was first run",
      labelNames: ["job"] as const,
      async collect() {
        try {
          for (const job of await jobsForScrape()) this.set({ job: job.name }, job.failures);
        } catch {
          this.reset();
        }
      },
    }),
    outbox: new client.Gauge({
      name: "site_notification_outbox",
      help: "Notifications waiting to be delivered (pending) and given up on (failed)",
      labelNames: ["state"] as const,
      async collect() {
        try {
          const depth = await notificationOutboxDepth();
          this.set({ state: "pending" }, depth.pending);
          this.set({ state: "failed" }, depth.failed);
        } catch {
          // The database is down: /readyz says so; the gauge keeps its last reading.
        }
      },
    }),
  };
}

const g = globalThis as typeof globalThis & { __siteMetrics?: ReturnType<typeof create> };

/** The app's metrics (created on first use). */
export const metrics = () => {
  g.__siteMetrics ??= create();
  return g.__siteMetrics;
};

/** Every metric of this process in Prometheus' text format, and its content type. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  metrics();
  return { body: await client.register.metrics(), contentType: client.register.contentType };
}
