// Phone alerts: a browser's PushSubscription as `subscription.toJSON()` gives it, and the admin's
// alert settings (POST/DELETE /api/admin/push-subscriptions and the Security page's actions).
import { z } from "zod";

const endpoint = z
  .string({ error: "endpoint is required" })
  .trim()
  .min(1, "endpoint is required")
  .max(2048, "endpoint must be at most 2048 characters")
  .refine((v) => URL.canParse(v), "endpoint must be a URL");

export const pushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte secret, URL-safe base64.
      p256dh: z
        .string({ error: "keys.p256dh is required" })
        .regex(/^B[\w-]{86}=?$/, "keys.p256dh must be the browser's P-256 public key"),
      auth: z
        .string({ error: "keys.auth is required" })
        .regex(/^[\w-]{22}(==)?$/, "keys.auth must be the browser's 16-byte auth secret"),
    },
    { error: "keys is required" },
  ),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionJson = z.output<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint });
export const pushBrowserSchema = z.object({ id: z.uuid({ error: "No such browser" }) });
export const alertsQuietHoursSchema = z.object({
  on: z.boolean({ error: "on must be true or false" }),
});

/** What the Security page's alerts card is drawn from. */
export type AlertSettings = {
  /** The key a browser subscribes with. */
  vapid_public_key: string;
  /** Alerts wait outside business hours (the label says which). */
  quiet_hours: boolean;
  business_hours: string;
  browsers: Array<{
    id: string;
    endpoint: string;
    browser: string | null;
    created_at: string;
    last_sent_at: string | null;
  }>;
};
