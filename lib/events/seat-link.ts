// The "Can't make it?" link of a seat holder's mail: the attendee's id signed with a stored
// secret, so the mail can be written (and written again) when it is sent without keeping a token.
import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { site } from "@/config/site";
import { getOrCreateSecret } from "@/lib/db/queries/secrets";

const secret = () =>
  getOrCreateSecret({ name: "seat-links", generate: () => randomBytes(32).toString("base64url") });

async function sign(attendeeId: string): Promise<string> {
  return createHmac("sha256", await secret())
    .update(`seat:${attendeeId}`)
    .digest("base64url");
}

/** The page where this attendee gives their seat back (or leaves the waitlist). */
export async function seatLink(eventSlug: string, attendeeId: string): Promise<string> {
  const url = new URL(`/events/${eventSlug}/cancel`, site.url);
  url.searchParams.set("a", attendeeId);
  url.searchParams.set("t", await sign(attendeeId));
  return url.toString();
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `token` is this attendee's link (both as the address gave them: checked here). */
export async function isSeatToken(attendeeId: unknown, token: unknown): Promise<boolean> {
  if (typeof attendeeId !== "string" || typeof token !== "string" || !ID.test(attendeeId)) {
    return false;
  }
  const expected = Buffer.from(await sign(attendeeId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
