// GET /metrics: Prometheus' text format, for a scraper holding METRICS_TOKEN
// (`Authorization: Bearer <token>`). Without METRICS_TOKEN the endpoint does not exist (404).
import { createHash, timingSafeEqual } from "node:crypto";
import { ApiError, errorResponse } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { metricsText } from "@/lib/metrics";

export const dynamic = "force-dynamic";

/** Compares digests, so neither the token's length nor its content leaks through timing. */
const digest = (s: string) => createHash("sha256").update(s).digest();

export async function GET(req: Request) {
  const token = env.METRICS_TOKEN;
  if (!token) return errorResponse(new ApiError("not_found", 404, "Not found."));
  const given = /^Bearer (.+)$/.exec(req.headers.get("authorization") ?? "")?.[1] ?? "";
  if (!timingSafeEqual(digest(given), digest(token))) {
    return errorResponse(
      new ApiError("unauthorized", 401, "A valid metrics token is required.", {
        "WWW-Authenticate": 'Bearer realm="metrics"',
      }),
    );
  }
  const { body, contentType } = await metricsText();
  return new Response(body, {
    headers: { "Content-Type": contentType, "Cache-Control": "no-store" },
  });
}
