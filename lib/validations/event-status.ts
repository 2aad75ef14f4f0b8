/** Only "published" is shown; "cancelled" stays, marked; "scheduled" goes live at `publish_at`. */
export const EVENT_STATUSES = ["draft", "scheduled", "published", "cancelled"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
