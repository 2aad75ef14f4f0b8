/** A ticket's client-reference-id for Stripe: the event's id and the ticket's. */
export const ticketReference = (eventId: string, ticketId: string) => `${eventId}_${ticketId}`;
