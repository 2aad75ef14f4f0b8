"use client";

// Lead notifications that could not be delivered (webhook, email or phone alert), with a way to retry.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CircleAlert } from "@/components/ui/icons";
import { toast } from "@/components/ui/toaster";
import { retryDeliveryAction } from "@/lib/actions/leads";
import { failureMessage, runAction } from "@/lib/admin/client";
import { CHANNEL_LABELS, DELIVERY_LABELS } from "@/lib/notify/labels";
import type { NotificationProblems as Problems } from "@/lib/validations/notification-problems";
import { leadHref } from "./admin-link";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export function NotificationProblems({ problems }: Problems) {
  const router = useRouter();
  // The notifications asked to go again, until the page is read again with how that went.
  const [sending, setSending] = useState<{ on: unknown; ids: ReadonlySet<string> }>({
    on: null,
    ids: new Set(),
  });
  if (problems.length === 0) return null;
  const isSending = (id: string) => sending.on === problems && sending.ids.has(id);

  async function retry(id: string) {
    if (isSending(id)) return;
    setSending((s) => ({ on: problems, ids: new Set([...(s.on === problems ? s.ids : []), id]) }));
    try {
      await runAction(() => retryDeliveryAction({ id }));
      toast({ title: "Sending again" });
      setTimeout(() => router.refresh(), 1500);
    } catch (err) {
      setSending((s) => ({ on: s.on, ids: new Set([...s.ids].filter((x) => x !== id)) }));
      toast({
        title: "Could not retry",
        description: failureMessage(err, "Please try again."),
        variant: "error",
      });
    }
  }

  return (
    <section
      aria-labelledby="notification-problems"
      className="mt-6 rounded-card border border-amber-200 bg-amber-50 p-4 sm:p-5"
    >
      <h2
        id="notification-problems"
        className="flex items-center gap-2 font-semibold text-amber-950"
      >
        <CircleAlert className="size-5" aria-hidden />
        Notifications not delivered
      </h2>
      <ul className="mt-3 divide-y divide-amber-200">
        {problems.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
            <div className="min-w-0">
              <p className="text-amber-950">
                {CHANNEL_LABELS[p.channel]}: {DELIVERY_LABELS[p.event] ?? p.event}
                {p.lead_id && (
                  <>
                    {" "}
                    for{" "}
                    <Link href={leadHref(p.lead_id)} className="font-semibold underline">
                      {p.lead_name || "a lead"}
                    </Link>
                  </>
                )}
              </p>
              <p className="text-amber-900">
                {p.error ?? "Not sent yet"} · {p.attempts} {p.attempts === 1 ? "try" : "tries"} ·{" "}
                {p.failed ? "given up" : `next try ${when.format(new Date(p.next_attempt_at))}`}
              </p>
            </div>
            <Button
              size="sm"
              variant="secondary"
              disabled={isSending(p.id)}
              onClick={() => retry(p.id)}
            >
              {isSending(p.id) ? "Sending…" : "Retry now"}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
