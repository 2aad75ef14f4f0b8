// Same-origin only for state-changing requests, so another site cannot make its visitors post
// leads, spend the model budget or try passwords here. No Origin header (curl, servers) is allowed.
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
