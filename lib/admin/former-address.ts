// Where an admin address from before the screens were routes (/admin?view=…, a studio link
// /admin/content?edit=…) lives now, or null. Answered by proxy.ts with a redirect, before any
// page starts streaming.
import { studioHref, studioState } from "@/lib/validations/studio-client";

export function formerAddress(pathname: string, query: URLSearchParams): string | null {
  const params = Object.fromEntries(query);
  if (pathname === "/admin/content")
    return query.has("edit") ? studioHref(studioState.parse(params)) : null;
  if (pathname !== "/admin") return null;
  const { view, id, range } = params;
  if (view === "lead" && id) return `/admin/leads/${encodeURIComponent(id)}`;
  if (view === "privacy" || view === "security") return `/admin/${view}`;
  if (view === "content") return studioHref(studioState.parse(params));
  if (view === "overview")
    return `/admin/overview${range ? `?range=${encodeURIComponent(range)}` : ""}`;
  return null;
}
