// Where `next build` writes and the server reads the build: `.next`, or NEXT_DIST_DIR (the tests
// build into their own folder, so `npm test` never touches the build `npm start` serves).
import { execFileSync } from "node:child_process";

export const distDir = process.env.NEXT_DIST_DIR || ".next";

/** The commit the source is at, or null outside a git checkout: a build records it. */
export function sourceCommit() {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}
