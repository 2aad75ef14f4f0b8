// The public pages' small forms (waitlist, newsletter): one POST, one sentence for the visitor.
// No zod here: these islands ship on static pages.

export type PostOutcome = { kind: "done" | "error"; message: string };

/** POSTs `body` as JSON and answers `done`, or the API's error message, or a fallback. */
export async function postForMessage(
  url: string,
  body: unknown,
  done: string,
): Promise<PostOutcome> {
  try {
    const res = await fetch(url, {
      method: "POST",
      ...(body === undefined
        ? {}
        : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    });
    if (res.ok) return { kind: "done", message: done };
    const answer: { error?: { message?: unknown } } | null = await res.json().catch(() => null);
    const message = answer?.error?.message;
    return {
      kind: "error",
      message: typeof message === "string" ? message : "That did not work. Please try again.",
    };
  } catch {
    return { kind: "error", message: "No connection. Please try again." };
  }
}
