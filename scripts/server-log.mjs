// The server's log: one JSON line per entry, whoever writes it, and one per request with nothing
// personal in it.
import { format } from "node:util";
import { pinoHttp } from "pino-http";

// One JSON line per entry, whoever writes it (the app, Next, a library, Node's warnings), so a
// log pipeline never sees a stack trace or a query dump spread over lines.
export function routeConsoleTo(log) {
  for (const [method, level] of [
    ["debug", "debug"],
    ["log", "info"],
    ["info", "info"],
    ["warn", "warn"],
    ["error", "error"],
  ]) {
    console[method] = (...args) => {
      const err = args.find((a) => a instanceof Error);
      const msg = format(...args.filter((a) => a !== err)) || err?.message || "";
      if (err) log[level]({ err }, msg);
      else log[level](msg);
    };
  }
  process.removeAllListeners("warning");
  process.on("warning", (warning) => log.warn({ err: warning }, warning.message));
}

// The path without its query (which can carry a visitor's email), the status and the time: no
// address, no headers, nothing personal.
export function requestLogger(log) {
  return pinoHttp({
    logger: log,
    genReqId: (_req, res) => {
      const id = crypto.randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    serializers: {
      req: (req) => ({ method: req.method, path: req.url?.split("?")[0] }),
      res: (res) => ({ status: res.statusCode }),
    },
    // A 503 is the site saying "not now" (the database away, a stopping server): expected, a warning.
    customLogLevel: (_req, res, err) =>
      err || (res.statusCode >= 500 && res.statusCode !== 503)
        ? "error"
        : res.statusCode === 503
          ? "warn"
          : "info",
    quietReqLogger: true,
    // The job runner's request every 15 s (publishing what is due) is not news; the runner logs
    // what it published, and its failures.
    autoLogging: { ignore: (req) => req.url === "/api/internal/publish-due" },
  });
}
