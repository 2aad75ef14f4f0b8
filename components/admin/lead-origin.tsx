// Where a lead's visitor came from, as the attribution recorded it.
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

/** Where the visitor came from: the first visit, and the latest when it was another. */
export function Origin({ attribution: a }: { attribution: LeadDetailJson["attribution"] }) {
  if (!a) return null;
  return (
    <section aria-labelledby="lead-origin" className="mt-4 space-y-3 border-t border-line pt-4">
      <h3 id="lead-origin" className="font-semibold text-ink">
        Where they came from
      </h3>
      <TouchList touch={a.first} label="First visit" />
      {a.last.at !== a.first.at && <TouchList touch={a.last} label="Latest visit" />}
    </section>
  );
}
