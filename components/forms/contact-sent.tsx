"use client";

// What the contact form becomes once sent: the next steps, with the sender's name and address,
// and the calendar with both filled in (not after a call request: that is the way to a call).
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-classes";
import { CircleCheck } from "@/components/ui/icons";
import { bookingHref } from "@/lib/booking-link";

const firstName = (name: string) => name.trim().split(/\s+/)[0];

export function ContactSent({
  who,
  card,
  offerCall,
  onAnother,
}: {
  who: { name: string; email: string };
  /** "{name}": the first name, "{email}": the address. */
  card: { heading: string; steps: string[] };
  offerCall: boolean;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The confirmation takes the form's place: focus moves to it so it is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-center py-8 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <CircleCheck className="size-8" aria-hidden />
      </span>
      {/* The toast says it was sent; the card says what happens next. */}
      <h3 ref={heading} tabIndex={-1} className="mt-5 text-2xl font-bold text-ink outline-none">
        {card.heading.replace("{name}", firstName(who.name) ?? "")}
      </h3>
      <ol className="mt-4 max-w-sm list-decimal space-y-2 pl-5 text-left leading-7 text-muted">
        {card.steps.map((step) => {
          const [before, after] = step.split("{email}");
          return (
            <li key={step}>
              {before}
              {after !== undefined && (
                <>
                  <b className="font-semibold wrap-anywhere text-ink">{who.email}</b>
                  {after}
                </>
              )}
            </li>
          );
        })}
      </ol>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {offerCall && (
          <a
            href={bookingHref(who)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: "primary" })}
          >
            Pick a time for a call
          </a>
        )}
        <Button variant="secondary" onClick={onAnother}>
          Send another message
        </Button>
      </div>
    </div>
  );
}
