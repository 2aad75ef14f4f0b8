"use server";

// The "Can't make it?" page's button: the seat (or the place in line) goes back, and the first
// person waiting gets it. A server action on a plain form, so it works before any script loads.
import { redirect } from "next/navigation";
import { expireTags } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { giveSeatBack } from "@/lib/db/queries/attendee-seats";
import { isSeatToken } from "@/lib/events/seat-link";
import { deliverAfterResponse } from "@/lib/notify/deliver";
import { canSendMail } from "@/lib/notify/mail";
import { slugParam } from "@/lib/validations/blog";

export async function giveSeatBackAction(form: FormData) {
  const slug = slugParam.safeParse(form.get("slug"));
  const a = String(form.get("a") ?? "");
  const t = String(form.get("t") ?? "");
  if (!slug.success || !(await isSeatToken(a, t))) {
    redirect("/events");
  }
  const done = await giveSeatBack(a, { mail: canSendMail() });
  if (done.cancelled) {
    expireTags([CONTENT_TAGS.event(slug.data), CONTENT_TAGS.eventLists]);
    if (done.moved.length > 0) deliverAfterResponse();
  }
  const back = new URLSearchParams({ a, t });
  redirect(`/events/${slug.data}/cancel?${back}`);
}
