// Under plain `next start` nothing checked the variables before the app (scripts/server.mjs does):
// a bad one ends the start with one line and exit code 1, never a server answering 500.
import { ConfigError, parseEnv } from "@/config/env.mjs";

export function checkConfigOrExit(): void {
  try {
    parseEnv(process.env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`Configuration error: ${err.message}`);
    process.exit(1);
  }
}
