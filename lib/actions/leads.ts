// The lead pages' changes as server actions (lib/auth/action.ts): the same lib functions as the
// JSON API, checked, validated and audited alike.
"use server";

import { adminAction } from "@/lib/auth/action";
import { addLead } from "@/lib/leads/add";
import { changeLead, emailLead, noteLead } from "@/lib/leads/work";
import { retryDelivery } from "@/lib/notify/retry";
import {
  leadEmailActionSchema,
  leadNoteActionSchema,
  leadUpdateActionSchema,
} from "@/lib/validations/lead-changes";
import { leadCreateSchema } from "@/lib/validations/lead-create";
import { notificationRetrySchema } from "@/lib/validations/notification-problems";

export const changeLeadAction = adminAction(
  leadUpdateActionSchema,
  ({ leadId, change }, { user, meta }) => changeLead(leadId, change, user, meta),
);

export const noteLeadAction = adminAction(
  leadNoteActionSchema,
  ({ leadId, body }, { user, meta }) => noteLead(leadId, { body }, user, meta),
);

export const retryDeliveryAction = adminAction(notificationRetrySchema, ({ id }) =>
  retryDelivery(id),
);

export const emailLeadAction = adminAction(
  leadEmailActionSchema,
  async ({ leadId, key, ...mail }, { user, meta }) =>
    (await emailLead(leadId, mail, key, user, meta)).email,
);

export const addLeadAction = adminAction(leadCreateSchema, async (input, { user, meta }) => {
  const { lead, joined } = await addLead(input, user, meta);
  return { id: lead.id, joined };
});
