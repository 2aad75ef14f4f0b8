// Where a lead's visitor came from, as the attribution recorded it.
import Link from "next/link";
import type { LeadDetailJson } from "@/lib/validations/lead-detail";
import { when } from "./lead-format";

type Touch = NonNullable<LeadDetailJson["attribution"]>["first"];

/** One visit's source, campaign, landing page and referrer (referrers as text, never links). */
function TouchList({ touch: t, label }: { touch: Touch; label: string }) {
  const source = [t.utm_source, t.utm_medium].filter(Boolean).join(" / ");
  const referrer = t.referrer ? hostOf(t.referrer) : null;
  const rows: Array<[string, string | null]> = [
    ["Source", source || (referrer ? null : "Direct (no referrer, no campaign)")],
    ["Campaign", [t.utm_campaign, t.utm_term, t.utm_content].filter(Boolean).join(" · ") || null],
    ["Landing page", t.landing_page],
    ["Referrer", t.referrer],
  ];
  return (
    <div>
      <p className="text-sm font-medium text-ink">
        {label} <span className="font-normal text-muted">{when(t.at)}</span>
      </p>
      <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted">{k}</dt>
              <dd className="break-all text-ink">{v}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Where the visitor came from: the first visit, and the latest when it was another; and who
 * referred them, when they came through a buyer's share link. */
export function Origin({
  attribution: a,
  referredBy: r,
}: {
  attribution: LeadDetailJson["attribution"];
  referredBy?: LeadDetailJson["referred_by"];
}) {
  if (!a) return null;
  return (
    <section aria-labelledby="lead-origin" className="mt-4 space-y-3 border-t border-line pt-4">
      <h3 id="lead-origin" className="font-semibold text-ink">
        Where they came from
      </h3>
      {r && (
        <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          Referred by{" "}
          {r.lead_id ? (
            <Link href={`/admin/leads/${r.lead_id}`} className="font-semibold underline">
              {r.name || r.email}
            </Link>
          ) : (
            <span className="font-semibold">{r.name || r.email}</span>
          )}{" "}
          ({r.email}), who has a ticket to {r.event}: the referral reward is a free strategy call
          for them once this person attends.
        </p>
      )}
      <TouchList touch={a.first} label="First visit" />
      {a.last.at !== a.first.at && <TouchList touch={a.last} label="Latest visit" />}
    </section>
  );
}
