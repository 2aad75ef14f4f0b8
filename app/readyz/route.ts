// Readiness: whether this instance should get traffic. 503 while the database is unreachable or
// lacks this build's migrations, and once the server has been told to stop.
import { ApiError, errorResponse } from "@/lib/api/errors";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { databaseReady } from "@/lib/db/queries/health";
import { isStopping } from "@/lib/shutdown";

export const dynamic = "force-dynamic";

const notReady = (message: string) =>
  errorResponse(new ApiError("not_ready", 503, message, { "Retry-After": "5" }));

export async function GET() {
  if (isStopping()) return notReady("The server is stopping.");
  try {
    if (await databaseReady()) {
      return Response.json({ status: "ready" }, { headers: { "Cache-Control": "no-store" } });
    }
    return notReady("The database lacks migrations this version needs.");
  } catch (err) {
    if (isDatabaseUnavailable(err)) return notReady("The database is not reachable.");
    throw err;
  }
}
