// What a backup file holds, and what making and restoring one share: its errors and the
// PostgreSQL client tools.
import { spawn } from "node:child_process";

export const FORMAT = 1;
export const MANIFEST = "backup.json";
export const PGLITE_DUMP = "database.tar.gz";
export const POSTGRES_DUMP = "database.pgdump";
export const UPLOADS = "uploads";

/** A backup or restore that cannot go on, with a message for the person who ran it. */
export class BackupError extends Error {
  name = "BackupError";
}

/** Runs a PostgreSQL client tool; the password travels in its environment, not in `ps`. */
export function runPgTool(command, args, databaseUrl) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args, `--dbname=${url.href}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", (err) =>
      reject(
        err.code === "ENOENT"
          ? new BackupError(
              `${command} was not found: install PostgreSQL's client tools (the server's major version or newer)`,
            )
          : err,
      ),
    );
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(
            new BackupError(`${command} failed: ${stderr.trim().split("\n").slice(-3).join(" ")}`),
          ),
    );
  });
}
