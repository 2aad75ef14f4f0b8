/** An event's way to the public: only "published" is shown; "cancelled" stays, marked. */
export const EVENT_STATUSES = ["draft", "published", "cancelled"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
