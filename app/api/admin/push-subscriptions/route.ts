// GET /api/admin/push-subscriptions — the admin's alert settings: the key to subscribe with, quiet
// hours and the browsers with alerts on. POST {endpoint, keys: {p256dh, auth}} turns alerts on in
// a browser (201); DELETE {endpoint} turns them off there.
import { readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { alertSettings, turnOffAlerts, turnOnAlerts } from "@/lib/notify/push-subscriptions";
import { pushEndpointSchema, pushSubscriptionSchema } from "@/lib/validations/push";

const MAX_BYTES = 8 * 1024;

export const GET = withAdmin(async (_req, { user }) => Response.json(await alertSettings(user)));

export const POST = withAdmin(async (req, { user }) => {
  const subscription = await readJson(req, pushSubscriptionSchema, MAX_BYTES);
  const saved = await turnOnAlerts(subscription, { user, meta: requestMeta(req) });
  return Response.json(saved, { status: 201 });
});

export const DELETE = withAdmin(async (req, { user }) => {
  const { endpoint } = await readJson(req, pushEndpointSchema, MAX_BYTES);
  return Response.json(await turnOffAlerts({ endpoint }, { user, meta: requestMeta(req) }));
});
