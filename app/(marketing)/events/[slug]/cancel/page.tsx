// /events/{slug}/cancel?a=&t= — where a seat holder's "Can't make it?" link leads: one button,
// since mail scanners open links (a GET changes nothing).
import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/section";
import { attendeeMailContext } from "@/lib/db/queries/attendee-mail";
import { eventSchedule } from "@/lib/events/public";
import { isSeatToken } from "@/lib/events/seat-link";
import { giveSeatBackAction } from "./actions";

export const metadata: Metadata = {
  title: "Can't make it?",
  robots: { index: false, follow: false },
};

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function seatOf(a: unknown, t: unknown) {
  return typeof a === "string" && (await isSeatToken(a, t)) ? attendeeMailContext(a) : null;
}

export default async function CancelSeat({ params, searchParams }: Props) {
  const { slug } = await params;
  const { a, t } = await searchParams;
  const found = await seatOf(a, t);
  const event = found?.event.slug === slug ? found.event : null;
  const attendee = event ? found?.attendee : null;
  const heading = "text-3xl font-bold tracking-tight text-ink sm:text-4xl";
  const lead = "mt-4 text-lg leading-8 text-muted";
  if (!event || !attendee) {
    return (
      <Container className="max-w-2xl py-20 text-center sm:py-28">
        <h1 className={heading}>This link does not work</h1>
        <p className={lead}>
          Use the link in your registration email again, or reply to that email and we will sort it
          out.
        </p>
      </Container>
    );
  }
  const when = eventSchedule(event);
  const waiting = attendee.status === "waitlisted";
  const over = event.endsAt.getTime() <= Date.now();
  const canGiveBack = !over && (waiting || attendee.status === "registered");
  return (
    <Container className="max-w-2xl py-20 text-center sm:py-28">
      <h1 className={heading}>{event.title}</h1>
      <p className="mt-2 text-muted">
        {when.date}, {when.time}
      </p>
      {attendee.status === "cancelled" ? (
        <p role="status" className="mt-8 text-lg font-semibold text-emerald-700">
          Done: {waiting ? "you left the waitlist" : "your seat is free for someone else"}. Thank
          you for letting us know.
        </p>
      ) : canGiveBack ? (
        <>
          <p className={lead}>
            {waiting
              ? "You're on the waitlist. Leave it if you no longer want a seat."
              : "Can't make it? Give your seat back and it goes to the first person waiting."}
          </p>
          <form action={giveSeatBackAction} className="mt-8">
            <input type="hidden" name="slug" value={event.slug} />
            <input type="hidden" name="a" value={attendee.id} />
            <input type="hidden" name="t" value={String(t)} />
            <Button type="submit" size="lg">
              {waiting ? "Leave the waitlist" : "Give my seat back"}
            </Button>
          </form>
        </>
      ) : (
        <p className={lead}>
          {over ? "This event has taken place." : "Your seat is confirmed."} Questions? Reply to
          your registration email.
        </p>
      )}
      <p className="mt-10">
        <Link href={`/events/${event.slug}`} className="font-semibold text-brand-700 underline">
          The event's page
        </Link>
      </p>
    </Container>
  );
}
