// The admin's view of the newsletter: which subscribers, which page, as JSON or CSV.
import { z } from "zod";
import { wholeNumber } from "@/lib/validations/common";

export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export const SUBSCRIBERS_PAGE_SIZE = 50;

export const subscriberQuery = z.object({
  status: z
    .enum(SUBSCRIBER_STATUSES, { error: "status must be pending, confirmed or unsubscribed" })
    .optional(),
  page: wholeNumber("page", { max: 10_000 }).default(1),
  limit: wholeNumber("limit", { max: 500 }).default(SUBSCRIBERS_PAGE_SIZE),
  format: z.enum(["json", "csv"], { error: "format must be json or csv" }).default("json"),
});

export type SubscriberQuery = z.output<typeof subscriberQuery>;
