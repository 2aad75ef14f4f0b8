/**
 * An error in one line with its causes ("fetch failed: connect ECONNREFUSED 127.0.0.1:9"), cut
 * to `max`: fetch says only "fetch failed" and keeps the reason in `cause`.
 */
export function errorText(err: unknown, max = 500): string {
  const parts: string[] = [];
  let at: unknown = err;
  for (let depth = 0; at !== undefined && at !== null && depth < 4; depth++) {
    const message = at instanceof Error ? at.message : String(at);
    if (message && !parts.includes(message)) parts.push(message);
    at = at instanceof Error ? at.cause : undefined;
  }
  return parts.join(": ").slice(0, max);
}
