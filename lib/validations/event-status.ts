/**
 * An event's way to the public: only "published" is shown; "cancelled" stays, marked;
 * "scheduled" is published by the server at its `publish_at`.
 */
export const EVENT_STATUSES = ["draft", "scheduled", "published", "cancelled"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
