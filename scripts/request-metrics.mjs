// Request counts and timings for GET /metrics (lib/metrics.ts serves the shared registry),
// grouped by the site's sections (/blog, /api/chat/summary, /_next/static…), read from the build's
// route list, so the number of series stays bounded whatever paths clients ask for.
import { readFileSync } from "node:fs";
import path from "node:path";
import client from "prom-client";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * A path's section: three segments under /api, two under /_next, one elsewhere, stopping at a
 * route's first [parameter]. With `known`, a section not in it is "other".
 * @param {string} pathname
 * @param {Set<string> | null} known
 */
export function sectionOf(pathname, known) {
  const parts = pathname.split("?")[0].split("/").filter(Boolean);
  const depth = parts[0] === "api" ? 3 : parts[0] === "_next" ? 2 : 1;
  const head = [];
  for (const part of parts.slice(0, depth)) {
    if (part.startsWith("[")) break;
    head.push(part);
  }
  const section = `/${head.join("/")}`;
  return known === null || known.has(section) ? section : "other";
}

/** The sections of the build's routes (`.next/app-path-routes-manifest.json`). */
export function knownSections(distDir) {
  const known = new Set(["/", "/_next/static"]);
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(distDir, "app-path-routes-manifest.json"), "utf8"),
    );
    for (const route of Object.values(manifest)) known.add(sectionOf(route, null));
  } catch {
    // No manifest: every page counts under "other", still bounded.
  }
  return known;
}

/** Observes each response's duration once it ends. */
export function requestMetrics(distDir) {
  const known = knownSections(distDir);
  const duration = new client.Histogram({
    name: "site_http_request_duration_seconds",
    help: "Time to answer a request, by method, section of the site and status class",
    labelNames: ["method", "section", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  return (req, res) => {
    const end = duration.startTimer();
    const method = METHODS.has(req.method ?? "") ? req.method : "other";
    const section = sectionOf(req.url ?? "/", known);
    res.once("close", () =>
      end({ method, section, status: `${Math.floor(res.statusCode / 100)}xx` }),
    );
  };
}
