// Builds requests the way a browser would send them to a route handler.
let ipCounter = 0;

/** A fresh client address per call, so rate limits of one test never leak into another. */
export function uniqueIp(): string {
  ipCounter += 1;
  const run = Math.floor(Math.random() * 200) + 20;
  return `10.${run}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export function jsonRequest(
  url: string,
  body: unknown,
  { ip = uniqueIp(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
): Request {
  return new Request(`http://localhost${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
