// The Security page's alerts card: alerts on or off in this browser (or another of the admin's),
// quiet hours, and a test alert; the same lib functions as /api/admin/push-subscriptions.
"use server";

import { adminAction } from "@/lib/auth/action";
import {
  sendTestAlert,
  setQuietHours,
  turnOffAlerts,
  turnOnAlerts,
} from "@/lib/notify/push-subscriptions";
import {
  alertsQuietHoursSchema,
  pushBrowserSchema,
  pushEndpointSchema,
  pushSubscriptionSchema,
} from "@/lib/validations/push";

export const turnOnAlertsAction = adminAction(pushSubscriptionSchema, (input, ctx) =>
  turnOnAlerts(input, ctx),
);

export const turnOffAlertsHereAction = adminAction(pushEndpointSchema, ({ endpoint }, ctx) =>
  turnOffAlerts({ endpoint }, ctx),
);

export const removeAlertBrowserAction = adminAction(pushBrowserSchema, ({ id }, ctx) =>
  turnOffAlerts({ id }, ctx),
);

export const quietHoursAction = adminAction(alertsQuietHoursSchema, ({ on }, ctx) =>
  setQuietHours(on, ctx),
);

export const testAlertAction = adminAction(pushEndpointSchema, ({ endpoint }, ctx) =>
  sendTestAlert(endpoint, ctx),
);
