// Where a visitor came from, noted in their own browser on a visit's first page (no cookie, no
// request); it travels only with a chat save or the contact form.

export const UTM_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

export type Touch = {
  landing_page: string;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  at: string;
};
export type Attribution = { first: Touch; last: Touch };

const KEY = "bluebonnet.attribution.v1";
/** Marks this tab's visit as recorded: a visit is a browser session (sessionStorage). */
const VISIT_KEY = "bluebonnet.visit.v1";
const KEEP_MS = 30 * 24 * 60 * 60_000;

/** At most `max` characters, never half of one (an emoji cut in two). */
const clip = (v: string | null, max: number) => (v ? Array.from(v).slice(0, max).join("") : null);

/** The touch a page view is: its address, an external referrer, its utm_ parameters. */
export function touchOf(url: URL, referrer: string, now: Date): Touch {
  let from: string | null = null;
  try {
    const ref = new URL(referrer);
    // Only another site: a page of this one refers nothing new.
    if (ref.origin !== url.origin && /^https?:$/.test(ref.protocol)) from = ref.href;
  } catch {
    // No referrer (typed, bookmarked, or a policy that hides it).
  }
  const param = (k: string) => clip(url.searchParams.get(k)?.trim() || null, 100);
  return {
    landing_page: clip(url.pathname + url.search, 500) ?? "/",
    referrer: clip(from, 500),
    utm_source: param("utm_source"),
    utm_medium: param("utm_medium"),
    utm_campaign: param("utm_campaign"),
    utm_term: param("utm_term"),
    utm_content: param("utm_content"),
    at: now.toISOString(),
  };
}

function parse(raw: string | null, now: Date): Attribution | null {
  try {
    const v = raw ? (JSON.parse(raw) as Attribution) : null;
    if (!v?.first?.at || !v.last?.at) return null;
    return now.getTime() - Date.parse(v.first.at) < KEEP_MS ? v : null;
  } catch {
    return null;
  }
}

/** On every page: the first page of a visit records its touch (and the first, if none is kept). */
export function recordVisit(now = new Date()) {
  try {
    if (window.sessionStorage.getItem(VISIT_KEY)) return;
    window.sessionStorage.setItem(VISIT_KEY, "1");
    const touch = touchOf(new URL(window.location.href), document.referrer, now);
    const kept = parse(window.localStorage.getItem(KEY), now);
    window.localStorage.setItem(KEY, JSON.stringify({ first: kept?.first ?? touch, last: touch }));
  } catch {
    // Storage off (private mode): nothing is recorded.
  }
}

/** What a save sends: the kept touches, or null. */
export function readAttribution(now = new Date()): Attribution | null {
  try {
    return parse(window.localStorage.getItem(KEY), now);
  } catch {
    return null;
  }
}

/** Forgotten when the owner erased this visitor's data at their request. */
export function forgetAttribution() {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
