// Liveness: the process is up and answering. It checks nothing else on purpose, so a supervisor
// does not restart a healthy server because its database is down (that is /readyz).
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
