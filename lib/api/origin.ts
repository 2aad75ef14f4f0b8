// Same-origin only for requests that change state: a page on another site must not be able to
// make its visitors' browsers post leads, spend the model budget or try passwords here.
// Requests without an Origin header (curl, servers, the spec's API clients) are not browsers
// acting for another site, and stay allowed.
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { siteUrl } from "@/lib/env";

const siteOrigin = new URL(siteUrl).origin;

const forbidden = () =>
  new ApiError("forbidden", 403, "Requests from other websites are not accepted here.");

export function assertSameOrigin(req: Request): void {
  if (req.headers.get("sec-fetch-site") === "cross-site") throw forbidden();
  const origin = req.headers.get("origin");
  if (origin === null) return;
  const own = new URL(req.url).origin;
  if (origin !== own && origin !== siteOrigin) throw forbidden();
}
