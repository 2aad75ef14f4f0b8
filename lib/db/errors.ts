// Telling "the database is unreachable or overloaded" apart from a bug: the former is answered
// with 503 and Retry-After (try again soon), the latter with a logged 500.

// Node socket errors, and PostgreSQL SQLSTATEs for lost connections, shutdowns, too many
// clients and cancelled (timed-out) statements.
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "53300",
  "57014",
  "57P01",
  "57P02",
  "57P03",
]);

const UNAVAILABLE_MESSAGES =
  /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection timeout|Client has encountered a connection error|database is unavailable|Cannot use a pool after calling end/i;

/** True when `err` (or anything it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 6 && current; depth++) {
    if (typeof current !== "object") return false;
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; name?: unknown };
    if (e.name === "DatabaseUnavailableError") return true;
    if (typeof e.code === "string" && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}

export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super("The database is unavailable", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

/** True when `err`, or anything it wraps, carries one of these SQLSTATE codes. */
function hasCode(err: unknown, codes: readonly string[]): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 6 && current && typeof current === "object"; depth++) {
    const e = current as { code?: unknown; cause?: unknown };
    if (typeof e.code === "string" && codes.includes(e.code)) return true;
    current = e.cause;
  }
  return false;
}

/** True when `err` (or anything it wraps) is PostgreSQL's unique_violation (23505). */
export const isUniqueViolation = (err: unknown) => hasCode(err, ["23505"]);

/** A row still referenced elsewhere (23503): e.g. an event that has ticket holders. */
export const isForeignKeyViolation = (err: unknown) => hasCode(err, ["23503"]);

/** A deadlock cancelled the statement (40P01): nothing it did was kept, so it can run again. */
export const isDeadlock = (err: unknown) => hasCode(err, ["40P01"]);
