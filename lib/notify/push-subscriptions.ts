// An admin's phone alerts: the browsers they turned them on in, quiet hours, and a test alert.
// The Security page's actions and /api/admin/push-subscriptions call these.
import "server-only";
import { site } from "@/config/site";
import { ApiError } from "@/lib/api/errors";
import { audit, describeBrowser, type RequestMeta } from "@/lib/auth/audit";
import {
  alertSettingsOf,
  deletePushSubscription,
  enqueueBrowserAlert,
  savePushSubscription,
  setAlertsQuietHours,
} from "@/lib/db/queries/push";
import type { PublicUser } from "@/lib/db/queries/users";
import { env } from "@/lib/env";
import { testAlert } from "@/lib/rules/push-alert";
import type { AlertSettings, PushSubscriptionJson } from "@/lib/validations/push";
import { deliverAfterResponse } from "./deliver";
import { isAllowedPushEndpoint, vapidKeys } from "./push";

type Ctx = { user: PublicUser; meta: RequestMeta };

export async function alertSettings(user: PublicUser): Promise<AlertSettings> {
  const [{ publicKey }, { browsers, quietHours }] = await Promise.all([
    vapidKeys(),
    alertSettingsOf({ userId: user.id }),
  ]);
  return {
    vapid_public_key: publicKey,
    quiet_hours: quietHours,
    business_hours: `${env.BUSINESS_HOURS.label} ${site.timeZoneLabel}`,
    browsers: browsers.map((b) => ({
      id: b.id,
      endpoint: b.endpoint,
      browser: b.browser,
      created_at: b.createdAt.toISOString(),
      last_sent_at: b.lastSentAt?.toISOString() ?? null,
    })),
  };
}

/** Alerts on in this browser: the server will post to its push service. */
export async function turnOnAlerts(subscription: PushSubscriptionJson, { user, meta }: Ctx) {
  if (!isAllowedPushEndpoint(subscription.endpoint)) {
    throw new ApiError(
      "bad_request",
      400,
      "endpoint must be on a browser's push service (Google, Mozilla, Apple or Microsoft, over https) or one listed in PUSH_SERVICE_ORIGINS",
    );
  }
  const browser = describeBrowser(meta.userAgent);
  const row = await savePushSubscription({
    userId: user.id,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    browser,
  });
  await audit(meta, { action: "alerts_turned_on", user, details: { browser } });
  return { id: row.id, created_at: row.createdAt.toISOString() };
}

/** Alerts off in one of the admin's browsers (by its endpoint, or its id from the list). */
export async function turnOffAlerts(
  which: { endpoint?: string; id?: string },
  { user, meta }: Ctx,
) {
  if (!(await deletePushSubscription({ userId: user.id, ...which }))) {
    throw new ApiError("not_found", 404, "Alerts are not on in that browser");
  }
  await audit(meta, { action: "alerts_turned_off", user });
  return { removed: true };
}

export async function setQuietHours(on: boolean, { user }: Ctx) {
  await setAlertsQuietHours({ userId: user.id, on });
  return { quiet_hours: on };
}

/** A test alert to one of the admin's own browsers, sent now (quiet hours or not). */
export async function sendTestAlert(endpoint: string, { user }: Ctx) {
  const { browsers } = await alertSettingsOf({ userId: user.id });
  const browser = browsers.find((b) => b.endpoint === endpoint);
  if (!browser) throw new ApiError("not_found", 404, "Alerts are not on in this browser");
  await enqueueBrowserAlert({ subscriptionId: browser.id, alert: testAlert() });
  deliverAfterResponse();
  return { sent: true };
}
