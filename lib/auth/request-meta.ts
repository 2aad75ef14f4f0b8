// Who a request came from, as the audit log and the owners' alerts describe it.
import "server-only";
import Bowser from "bowser";
import { clientIp } from "@/lib/rate-limit";

export type RequestMeta = { ip: string; userAgent: string | null };

export function requestMeta(req: Request): RequestMeta {
  return { ip: clientIp(req), userAgent: req.headers.get("user-agent")?.slice(0, 400) ?? null };
}

/** "Chrome 156 on Linux" from a User-Agent header (or "Unknown browser"). */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split(".")[0]]
    .filter(Boolean)
    .join(" ");
  const os = parsed.os.name;
  return browser ? `${browser}${os ? ` on ${os}` : ""}` : "Unknown browser";
}
