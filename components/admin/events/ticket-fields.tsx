"use client";

// The event's tickets: what each costs, what it includes and how Stripe sells it. A saved
// ticket keeps its id, so the reference its buy button sends back stays the same.
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Plus, Trash } from "@/components/ui/icons";
import { EVENT_LIMITS } from "@/lib/validations/events";
import { textareaClass } from "../content/fields";
import { fieldClass } from "../security/card";
import { cents, newTicket, type TicketRow } from "./event-form";
import { useRowFocus } from "./use-row-focus";

const label = "block text-sm font-semibold text-ink";
const hint = "mt-1 text-xs text-muted";

function Ticket({
  id,
  index,
  ticket,
  onChange,
  onRemove,
}: {
  id: string;
  index: number;
  ticket: TicketRow;
  onChange: (change: Partial<TicketRow>) => void;
  onRemove: () => void;
}) {
  const f = (name: string) => `${id}-${name}-${index}`;
  // A free seat is a registration form on the page: none of Stripe's settings apply to it.
  const free = cents(ticket.price) === 0;
  return (
    <fieldset className="min-w-0 rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Ticket {index + 1}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={f("name")} className={label}>
            Ticket name
          </label>
          <input
            id={f("name")}
            value={ticket.name}
            maxLength={80}
            autoComplete="off"
            placeholder="General admission"
            onChange={(e) => onChange({ name: e.target.value })}
            className={fieldClass}
          />
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
          <div className="min-w-0">
            <label htmlFor={f("price")} className={label}>
              Price
            </label>
            <input
              id={f("price")}
              value={ticket.price}
              inputMode="decimal"
              autoComplete="off"
              placeholder="49.00"
              aria-describedby={f("price-hint")}
              onChange={(e) => onChange({ price: e.target.value })}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={f("currency")} className={label}>
              Currency
            </label>
            <input
              id={f("currency")}
              value={ticket.currency}
              maxLength={3}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => onChange({ currency: e.target.value.toLowerCase() })}
              className={`${fieldClass} font-mono`}
            />
          </div>
          <p id={f("price-hint")} className="col-span-2 -mt-2 text-xs text-muted">
            In dollars (or the currency's main unit); 0 for free.
          </p>
        </div>
        <div>
          <label htmlFor={f("items")} className={label}>
            What it includes
          </label>
          <textarea
            id={f("items")}
            value={ticket.items}
            rows={3}
            aria-describedby={f("items-hint")}
            onChange={(e) => onChange({ items: e.target.value })}
            className={textareaClass}
          />
          <p id={f("items-hint")} className={hint}>
            One per line, up to {EVENT_LIMITS.ticketItems}.
          </p>
        </div>
        {free ? (
          <p className="text-sm text-muted sm:col-span-2">
            A free seat: visitors register on the event's page with their name, email and your
            registration questions. Nothing to set up in Stripe.
          </p>
        ) : (
          <>
            <div>
              <label htmlFor={f("button")} className={label}>
                Stripe buy button id
              </label>
              <input
                id={f("button")}
                value={ticket.buyButtonId}
                autoComplete="off"
                spellCheck={false}
                placeholder="buy_btn_…"
                onChange={(e) => onChange({ buyButtonId: e.target.value })}
                className={`${fieldClass} font-mono`}
              />
            </div>
            <div>
              <label htmlFor={f("link")} className={label}>
                Payment link
              </label>
              <input
                id={f("link")}
                type="url"
                inputMode="url"
                value={ticket.paymentLink}
                autoComplete="off"
                spellCheck={false}
                placeholder="https://buy.stripe.com/…"
                onChange={(e) => onChange({ paymentLink: e.target.value })}
                className={fieldClass}
              />
            </div>
            <div className="sm:col-span-2">
              <label htmlFor={f("link-id")} className={label}>
                Payment link ID (optional)
              </label>
              <input
                id={f("link-id")}
                value={ticket.paymentLinkId}
                autoComplete="off"
                spellCheck={false}
                placeholder="plink_…"
                aria-describedby={f("link-id-hint")}
                onChange={(e) => onChange({ paymentLinkId: e.target.value })}
                className={`${fieldClass} font-mono`}
              />
              <p id={f("link-id-hint")} className={hint}>
                Shown on the payment link's page in Stripe. With it, only payments through that link
                count for this ticket; without it, a payment counts when it is at least the price.
                Anything else waits for you under Attendees.
              </p>
            </div>
            <div className="sm:col-span-2">
              {ticket.reference ? (
                <>
                  <label htmlFor={f("reference")} className={label}>
                    Stripe reference
                  </label>
                  <input
                    id={f("reference")}
                    value={ticket.reference}
                    readOnly
                    aria-describedby={f("reference-hint")}
                    onFocus={(e) => e.target.select()}
                    className={`${fieldClass} bg-surface font-mono text-xs`}
                  />
                  <p id={f("reference-hint")} className={hint}>
                    Copy it into the buy button's settings in Stripe (its “client reference”), so
                    each purchase comes back to this ticket.
                  </p>
                </>
              ) : (
                <>
                  <p className={label}>Stripe reference</p>
                  <p className={hint}>
                    Given when the event is saved, to copy into the buy button's settings in Stripe.
                  </p>
                </>
              )}
            </div>
          </>
        )}
      </div>
      <Button variant="danger-outline" size="sm" className="mt-4" onClick={onRemove}>
        <Trash className="size-4" aria-hidden />
        Remove ticket {index + 1}
      </Button>
    </fieldset>
  );
}

export function TicketFields({
  value,
  onChange,
  successUrl,
}: {
  value: TicketRow[];
  onChange: (tickets: TicketRow[]) => void;
  /** Where Stripe sends a buyer after paying; null until the event is saved. */
  successUrl: string | null;
}) {
  const id = useId();
  const { addRef, focusRow } = useRowFocus(id);

  function add() {
    focusRow.current = value.length;
    onChange([...value, newTicket()]);
  }

  function remove(index: number) {
    focusRow.current = index < value.length - 1 ? index : -1;
    onChange(value.filter((_, i) => i !== index));
  }

  return (
    <div>
      {value.length === 0 ? (
        <p className="text-sm text-muted">No tickets yet: add one for each way to buy a seat.</p>
      ) : (
        <ol className="space-y-4">
          {value.map((ticket, i) => (
            <li key={ticket.key}>
              <Ticket
                id={id}
                index={i}
                ticket={ticket}
                onChange={(change) =>
                  onChange(value.map((t, j) => (j === i ? { ...t, ...change } : t)))
                }
                onRemove={() => remove(i)}
              />
            </li>
          ))}
        </ol>
      )}
      <Button
        ref={addRef}
        variant="secondary"
        size="sm"
        className="mt-4"
        onClick={add}
        disabled={value.length >= EVENT_LIMITS.tickets}
      >
        <Plus className="size-4" aria-hidden />
        Add a ticket
      </Button>
      <p className="mt-1 text-xs text-muted">Up to {EVENT_LIMITS.tickets}.</p>
      {successUrl && value.some((t) => cents(t.price) !== 0) ? (
        <div className="mt-6">
          <label htmlFor={`${id}-success`} className={label}>
            Confirmation page
          </label>
          <input
            id={`${id}-success`}
            value={successUrl}
            readOnly
            aria-describedby={`${id}-success-hint`}
            onFocus={(e) => e.target.select()}
            className={`${fieldClass} bg-surface font-mono text-xs`}
          />
          <p id={`${id}-success-hint`} className={hint}>
            In Stripe, set each buy button's or payment link's "After payment" to redirect here:
            buyers land on this event's thank-you page, with their join link.
          </p>
        </div>
      ) : null}
    </div>
  );
}
