/** An error in one line with its causes, cut to `max`: fetch keeps its reason in `cause`. */
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
