"use client";

// Phone alerts, per browser: this browser subscribes with its push service (through the admin's
// service worker) and the server keeps the subscription; quiet hours and a test alert beside it.
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import {
  quietHoursAction,
  removeAlertBrowserAction,
  testAlertAction,
  turnOffAlertsHereAction,
  turnOnAlertsAction,
} from "@/lib/actions/alerts";
import { failureMessage, runAction } from "@/lib/admin/client";
import type { AlertSettings } from "@/lib/validations/push";
import { FormError, SettingsCard } from "./card";

const SCOPE = "/admin";
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** What this browser can do: alerts, not until it is on the Home Screen (iOS), or none. */
type Support = "checking" | "yes" | "install-first" | "no";

function browserSupport(): Support {
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent);
  const standalone =
    window.matchMedia("(display-mode: standalone)").matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (ios && !standalone) return "install-first";
  const able = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  return able ? "yes" : "no";
}

/** The key as the Push API takes it (URL-safe base64 to bytes). */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key.replaceAll("-", "+").replaceAll("_", "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The push service's refusal in words an owner can act on. */
function subscribeProblem(err: unknown): string {
  if (err instanceof DOMException && err.name === "NotAllowedError") {
    return "Alerts are blocked for this site: allow notifications in the browser's site settings, then try again.";
  }
  return "This browser could not reach its push service. Check the connection and try again.";
}

export function AlertsCard({ settings }: { settings: AlertSettings }) {
  const id = useId();
  const router = useRouter();
  const [support, setSupport] = useState<Support>("checking");
  const [here, setHere] = useState<PushSubscription | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const readHere = useCallback(async () => {
    const registration = await navigator.serviceWorker.getRegistration(SCOPE);
    setHere((await registration?.pushManager.getSubscription()) ?? null);
  }, []);

  useEffect(() => {
    const s = browserSupport();
    setSupport(s);
    if (s === "yes") void readHere().catch(() => setHere(null));
  }, [readHere]);

  const onHere = here !== null && settings.browsers.some((b) => b.endpoint === here.endpoint);

  async function act(work: () => Promise<void>) {
    setError(null);
    setBusy(true);
    try {
      await work();
      router.refresh();
    } catch (err) {
      setError(
        err instanceof Error && err.name === "HttpError"
          ? failureMessage(err, "That did not work. Please try again.")
          : subscribeProblem(err),
      );
    } finally {
      setBusy(false);
    }
  }

  const turnOn = () =>
    act(async () => {
      if ((await Notification.requestPermission()) !== "granted") {
        throw new DOMException("denied", "NotAllowedError");
      }
      const registration = await navigator.serviceWorker.register("/admin/sw.js", { scope: SCOPE });
      await navigator.serviceWorker.ready;
      const key = keyBytes(settings.vapid_public_key);
      // A subscription made with another key (the site's keys changed) cannot receive: start over.
      const old = await registration.pushManager.getSubscription();
      if (old) await old.unsubscribe();
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      const json = subscription.toJSON();
      try {
        await runAction(() =>
          turnOnAlertsAction({
            endpoint: json.endpoint ?? subscription.endpoint,
            keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
          }),
        );
      } catch (err) {
        await subscription.unsubscribe().catch(() => {});
        throw err;
      }
      setHere(subscription);
      toast({ title: "Alerts are on in this browser" });
    });

  const turnOff = () =>
    act(async () => {
      if (!here) return;
      const endpoint = here.endpoint;
      await here.unsubscribe().catch(() => {});
      setHere(null);
      await runAction(() => turnOffAlertsHereAction({ endpoint })).catch((err) => {
        // Removed already (from another browser's list): off is off.
        if (!(err instanceof Error && "status" in err && err.status === 404)) throw err;
      });
      toast({ title: "Alerts are off in this browser" });
    });

  const test = () =>
    act(async () => {
      if (!here) return;
      await runAction(() => testAlertAction({ endpoint: here.endpoint }));
      toast({ title: "Test alert sent", description: "It should arrive within a few seconds." });
    });

  const quiet = (on: boolean) =>
    act(async () => void (await runAction(() => quietHoursAction({ on }))));

  const remove = (browserId: string) =>
    act(async () => {
      await runAction(() => removeAlertBrowserAction({ id: browserId }));
      toast({ title: "Alerts turned off there" });
    });

  return (
    <SettingsCard
      id={`${id}-title`}
      title="Phone alerts"
      intro="A buzz on this device when a visitor asks for a person, a Hot lead arrives, a call is booked or a ticket sells, with a tap to the lead. Signing out here turns them off here."
    >
      <div className="space-y-4">
        {support === "install-first" && (
          <p className="rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink">
            On iPhone and iPad, alerts need the admin on your Home Screen: tap Share, then{" "}
            <strong>Add to Home Screen</strong>, open the admin from there, and turn alerts on.
          </p>
        )}
        {support === "no" && (
          <p className="text-sm text-muted">
            This browser can't show alerts. Try Chrome, Edge, Firefox or Safari.
          </p>
        )}
        {support === "yes" && (
          <div className="flex flex-wrap items-center gap-3">
            {onHere ? (
              <>
                <span className="rounded-pill bg-emerald-50 px-2.5 py-1 text-sm font-semibold text-emerald-800">
                  On in this browser
                </span>
                <Button variant="secondary" size="sm" disabled={busy} onClick={test}>
                  Send a test alert
                </Button>
                <Button variant="secondary" size="sm" disabled={busy} onClick={turnOff}>
                  Turn off here
                </Button>
              </>
            ) : (
              <Button size="sm" disabled={busy} onClick={turnOn}>
                Turn on alerts in this browser
              </Button>
            )}
          </div>
        )}
        <FormError message={error} />
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={settings.quiet_hours}
            disabled={busy}
            onChange={(e) => void quiet(e.target.checked)}
            className="size-4 rounded border-line"
          />
          Only during business hours ({settings.business_hours})
        </label>
        {settings.browsers.length > 0 && (
          <ul aria-label="Browsers with alerts on" className="divide-y divide-line">
            {settings.browsers.map((b) => {
              const current = here?.endpoint === b.endpoint;
              return (
                <li key={b.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div>
                    <p className="font-medium text-ink">
                      {b.browser ?? "A browser"}
                      {current && (
                        <span className="ml-2 rounded-pill bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                          This browser
                        </span>
                      )}
                    </p>
                    <p className="text-sm text-muted">
                      On since {when.format(new Date(b.created_at))}
                      {b.last_sent_at
                        ? ` · last alert ${when.format(new Date(b.last_sent_at))}`
                        : " · no alert yet"}
                    </p>
                  </div>
                  {!current && (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={busy}
                      onClick={() => remove(b.id)}
                    >
                      Turn off
                      <span className="sr-only"> alerts in {b.browser ?? "that browser"}</span>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </SettingsCard>
  );
}
