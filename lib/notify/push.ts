// Phone alerts (Web Push, the `web-push` package): an alert fans out to each admin's browsers,
// then each copy is encrypted (aes128gcm) for its browser, signed with the site's VAPID key and
// posted to the browser's push service. Both steps are outbox rows, so none is lost or sent twice.
import "server-only";
import webpush from "web-push";
import { isOpenAt } from "@/config/business-hours.mjs";
import { site } from "@/config/site";
import type { OutboxRow } from "@/lib/db/queries/notifications";
import {
  fanOutPushAlert,
  forgetPushSubscription,
  markPushSent,
  pushSubscriptionForSend,
} from "@/lib/db/queries/push";
import { getOrCreateSecret } from "@/lib/db/queries/secrets";
import { editorsOwnLeadsOnly } from "@/lib/db/queries/settings";
import { env } from "@/lib/env";
import type { PushPayload } from "@/lib/validations/notification-payload";

const REQUEST_TIMEOUT_MS = 8_000;
/** An alert still worth showing this long after it was sent (the push service keeps it). */
const TTL_SECONDS = 12 * 60 * 60;

/** The browsers' own push services; anything else needs PUSH_SERVICE_ORIGINS. */
const KNOWN_PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
];

/** Whether the server may post alerts to this endpoint: it is a request the server makes. */
export function isAllowedPushEndpoint(endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (env.PUSH_SERVICE_ORIGINS.includes(url.origin)) return true;
  return (
    url.protocol === "https:" &&
    (url.port === "" || url.port === "443") &&
    KNOWN_PUSH_HOSTS.some((host) => host.test(url.hostname))
  );
}

type VapidKeys = { publicKey: string; privateKey: string };
const g = globalThis as typeof globalThis & { __siteVapidKeys?: Promise<VapidKeys> };

/** The site's VAPID key pair: from the environment, or made once and kept in the database. */
export function vapidKeys(): Promise<VapidKeys> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return Promise.resolve({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY });
  }
  g.__siteVapidKeys ??= getOrCreateSecret({
    name: "vapid-keys",
    generate: () => JSON.stringify(webpush.generateVAPIDKeys()),
  })
    .then((value) => JSON.parse(value) as VapidKeys)
    .catch((err) => {
      g.__siteVapidKeys = undefined;
      throw err;
    });
  return g.__siteVapidKeys;
}

/** A refusal that no retry will change: the delivery is given up at once. */
export class PermanentDeliveryError extends Error {
  name = "PermanentDeliveryError";
}

/** Whether admins who keep quiet hours are in them now. */
export const outsideBusinessHours = (at = new Date()) =>
  !isOpenAt(env.BUSINESS_HOURS, at, site.timeZone);

/** An alert for the admins: one delivery per browser that should get it, sent at once by the
 * caller. */
export async function fanOut(row: OutboxRow, claimMs: number): Promise<OutboxRow[]> {
  return fanOutPushAlert({
    id: row.id,
    outsideHours: outsideBusinessHours(),
    ownLeadsOnly: await editorsOwnLeadsOnly(),
    claimMs,
  });
}

/** Sends one browser's copy of an alert. A browser gone from its push service is forgotten. */
export async function sendPush(
  row: OutboxRow,
  payload: Extract<PushPayload, { event: "push.send" }>,
) {
  const subscription = await pushSubscriptionForSend({ id: payload.subscription_id });
  // Alerts turned off there since: nothing to send, nothing to retry.
  if (!subscription) return;
  const keys = await vapidKeys();
  const { alert } = payload;
  const details = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify({
      title: alert.title,
      body: alert.body,
      url: alert.url,
      tag: payload.alert_id || row.id,
    }),
    {
      vapidDetails: { subject: `mailto:${site.supportEmail}`, ...keys },
      TTL: TTL_SECONDS,
      urgency: alert.urgency,
      // A copy sent again replaces the first while the push service still holds it.
      topic: row.id.replaceAll("-", ""),
      contentEncoding: "aes128gcm",
    },
  );
  if (!isAllowedPushEndpoint(details.endpoint)) {
    throw new PermanentDeliveryError("the browser's push service is not an allowed one");
  }
  const res = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ? new Uint8Array(details.body) : undefined,
    redirect: "manual",
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  await res.body?.cancel();
  if (res.ok) {
    await markPushSent({ id: payload.subscription_id });
    return;
  }
  if (res.status === 404 || res.status === 410) {
    await forgetPushSubscription({ id: payload.subscription_id });
    return;
  }
  if (res.status === 429 || res.status >= 500)
    throw new Error(`push service answered ${res.status}`);
  throw new PermanentDeliveryError(
    `push service refused the alert (${res.status}): turn alerts off and on again in that browser`,
  );
}
