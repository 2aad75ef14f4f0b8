// Who a request came from, as the audit log and the owners' alerts describe it.
import "server-only";
import Bowser from "bowser";
import { clientIp } from "@/lib/rate-limit";

export type RequestMeta = { ip: string; userAgent: string | null };

export function requestMeta(req: Request): RequestMeta {
  return { ip: clientIp(req), userAgent: req.headers.get("user-agent")?.slice(0, 400) ?? null };
}

/** "Chrome 156 on Linux" from a User-Agent header; a client that is no browser by its first
 * product ("curl 8.5.0"); "Not recorded" without one (the site's own scheduled work). */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent?.trim()) return "Not recorded";
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split(".")[0]]
    .filter(Boolean)
    .join(" ");
  const os = parsed.os.name;
  if (browser) return `${browser}${os ? ` on ${os}` : ""}`;
  const product = userAgent.trim().split(/\s+/)[0]?.replace("/", " ").slice(0, 40);
  return product ? `${product}${os ? ` on ${os}` : ""}` : "Not recorded";
}
