// Under a past event without a recording: the next event, or a waitlist when none is planned.
import { ButtonLink } from "@/components/ui/button";
import { ArrowRight } from "@/components/ui/icons";
import type { PublicEvent } from "@/lib/db/queries/events";
import { eventSchedule, priceFrom } from "@/lib/events/public";
import { WaitlistForm } from "./waitlist-form";

export function NextEvent({ next, from }: { next: PublicEvent | null; from: string }) {
  if (!next) {
    return (
      <div className="mx-auto max-w-xl text-center" data-next-event="none">
        <h2 className="text-2xl font-bold text-ink">The next event is being planned</h2>
        <p className="mt-2 leading-7 text-muted">
          Leave your email and we will tell you as soon as its date is set.
        </p>
        <WaitlistForm event={from} />
      </div>
    );
  }
  const schedule = eventSchedule(next);
  const price = priceFrom(next.tickets);
  return (
    <aside
      aria-labelledby="next-event-heading"
      data-next-event={next.slug}
      className="mx-auto max-w-2xl rounded-2xl border border-brand-200 bg-white p-6 text-center shadow-sm sm:p-8"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Next event</p>
      <h2 id="next-event-heading" className="mt-2 text-2xl font-bold text-ink">
        {next.title}
      </h2>
      <p className="mt-2 text-muted">
        {schedule.date} · {schedule.time}
        {price ? ` · ${price}` : ""}
      </p>
      {next.summary && <p className="mt-3 leading-7 text-muted">{next.summary}</p>}
      <div className="mt-6 flex justify-center">
        <ButtonLink href={`/events/${next.slug}`}>
          See the next event
          <ArrowRight className="size-4" aria-hidden />
        </ButtonLink>
      </div>
    </aside>
  );
}
