"use client";

// "Before you go live" on the owners' first screen: each open item says what is missing, why it
// matters and where it is fixed; what only the owner can know is confirmed, what does not apply
// is dismissed with a reason. Gone once nothing is open.
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { CircleCheck } from "@/components/ui/icons";
import { toast } from "@/components/ui/toaster";
import { decideGoLiveAction } from "@/lib/actions/go-live";
import { failureMessage, runAction } from "@/lib/admin/client";
import type { GoLiveItem } from "@/lib/rules/go-live";
import { fieldClass } from "./security/card";

type Checklist = { items: GoLiveItem[]; open: number; closed: number };

function Fix({ fix }: { fix: GoLiveItem["fix"] }) {
  if ("href" in fix) {
    return (
      <ButtonLink href={fix.href} variant="secondary" size="sm">
        {fix.label}
      </ButtonLink>
    );
  }
  if ("note" in fix) return <p className="text-sm text-ink">{fix.note}</p>;
  return (
    <p className="text-sm text-ink">
      Set on the server (then restart):{" "}
      {fix.variables.map((v, i) => (
        <span key={v}>
          {i > 0 && ", "}
          <code className="rounded bg-surface px-1 py-0.5 text-[0.8rem]">{v}</code>
        </span>
      ))}
    </p>
  );
}

/** An owner's decision on an item; false (and said in a toast) when it could not be saved. */
async function saveDecision(
  item: GoLiveItem,
  state: "confirmed" | "dismissed" | "open",
  reason?: string,
): Promise<boolean> {
  try {
    await runAction(() => decideGoLiveAction({ item: item.id, state, reason }));
    return true;
  } catch (err) {
    toast({
      title: "Not saved",
      description: failureMessage(err, "Please try again."),
      variant: "error",
    });
    return false;
  }
}

function OpenItem({ item }: { item: GoLiveItem }) {
  const id = useId();
  const router = useRouter();
  const [dismissing, setDismissing] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);

  async function decide(state: "confirmed" | "dismissed", why?: string) {
    setBusy(true);
    if (await saveDecision(item, state, why)) {
      toast({ title: state === "confirmed" ? `${item.title}: done` : `${item.title}: dismissed` });
      router.refresh();
    }
    setBusy(false);
  }

  const dismiss = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) void decide("dismissed", reason);
  };

  return (
    <li className="rounded-xl border border-line">
      <details className="group p-4">
        <summary className="cursor-pointer list-none">
          <h3 id={`${id}-title`} className="inline font-semibold text-ink">
            {item.title}
          </h3>
          <span className="ml-2 text-sm text-brand-700 group-open:hidden">Show what to do</span>
          <span className="mt-1 block text-sm text-ink">{item.missing}</span>
        </summary>
        <p className="mt-1 text-sm text-muted">{item.why}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Fix fix={item.fix} />
        </div>
        {dismissing ? (
          <form
            onSubmit={dismiss}
            className="mt-3 flex flex-wrap items-end gap-2"
            aria-labelledby={`${id}-title`}
          >
            <div className="min-w-0 flex-1">
              <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-ink">
                Why it does not apply
              </label>
              <input
                id={`${id}-reason`}
                value={reason}
                maxLength={300}
                required
                onChange={(e) => setReason(e.target.value)}
                className={fieldClass}
              />
            </div>
            <Button type="submit" variant="secondary" size="sm" disabled={busy || !reason.trim()}>
              Dismiss
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setDismissing(false)}>
              Cancel
            </Button>
          </form>
        ) : (
          <div className="mt-3 flex flex-wrap gap-2">
            {item.confirmOnly && (
              <Button
                size="sm"
                disabled={busy}
                aria-label={`It's done: ${item.title}`}
                onClick={() => void decide("confirmed")}
              >
                It's done
              </Button>
            )}
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-label={`Doesn't apply: ${item.title}`}
              onClick={() => setDismissing(true)}
            >
              Doesn't apply
            </Button>
          </div>
        )}
      </details>
    </li>
  );
}

export function GoLiveChecklist({ checklist }: { checklist: Checklist }) {
  const router = useRouter();
  if (checklist.open === 0) return null;
  const open = checklist.items.filter((i) => !i.done && !i.decision);
  const closed = checklist.items.filter((i) => i.done || i.decision);

  async function reopen(item: GoLiveItem) {
    if (await saveDecision(item, "open")) router.refresh();
  }

  return (
    <section
      aria-labelledby="go-live-title"
      className="mt-6 rounded-card border border-brand-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="go-live-title" className="text-lg font-semibold text-ink">
        Before you go live
      </h2>
      <p className="mt-1 text-sm text-muted">
        {checklist.closed} of {checklist.items.length} done. This list stays here until every item
        is done or dismissed.
      </p>
      <ul aria-label="Still to do" className="mt-4 grid items-start gap-3 lg:grid-cols-2">
        {open.map((item) => (
          <OpenItem key={item.id} item={item} />
        ))}
      </ul>
      {closed.length > 0 && (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold text-ink">
            Done ({closed.length})
          </summary>
          <ul aria-label="Done" className="mt-2 space-y-2 text-sm">
            {closed.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-2">
                <CircleCheck className="size-4 text-emerald-700" aria-hidden />
                <span className="text-ink">{item.title}</span>
                {item.decision && (
                  <>
                    <span className="text-muted">
                      {item.decision.state === "confirmed" ? "confirmed" : "dismissed"} by{" "}
                      {item.decision.by}
                      {item.decision.reason ? `: “${item.decision.reason}”` : ""}
                    </span>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Open again: ${item.title}`}
                      onClick={() => void reopen(item)}
                    >
                      Open again
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
