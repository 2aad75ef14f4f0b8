// Readiness: whether this instance should get traffic. 503 while the database is unreachable,
// slow to answer (within a second, always) or lacks this build's migrations, and once the server
// has been told to stop.
import { ApiError, errorResponse } from "@/lib/api/errors";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { databaseReady } from "@/lib/db/queries/health";
import { isStopping } from "@/lib/shutdown";

export const dynamic = "force-dynamic";

/** A load balancer waits about a second: a frozen database is "not ready", not a hang. */
const ANSWER_WITHIN_MS = 800;
/** One check at a time: probes of a frozen database share the one still waiting. */
let checking: Promise<boolean> | null = null;

function readyWithin(ms: number): Promise<boolean | "slow"> {
  checking ??= databaseReady().finally(() => {
    checking = null;
  });
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<"slow">((resolve) => {
    timer = setTimeout(() => resolve("slow"), ms);
  });
  return Promise.race([checking, slow]).finally(() => clearTimeout(timer));
}

const notReady = (message: string) =>
  errorResponse(new ApiError("not_ready", 503, message, { "Retry-After": "5" }));

export async function GET() {
  if (isStopping()) return notReady("The server is stopping.");
  try {
    const ready = await readyWithin(ANSWER_WITHIN_MS);
    if (ready === "slow") return notReady("The database did not answer within a second.");
    if (ready) {
      return Response.json({ status: "ready" }, { headers: { "Cache-Control": "no-store" } });
    }
    return notReady("The database lacks migrations this version needs.");
  } catch (err) {
    if (isDatabaseUnavailable(err)) return notReady("The database is not reachable.");
    throw err;
  }
}
