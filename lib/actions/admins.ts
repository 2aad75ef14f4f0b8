// The Security page's server actions: managing admins (owners, after a recent password check)
// and signing out sessions; the same lib functions as the JSON API.
"use server";

import { adminAction } from "@/lib/auth/action";
import { changeRole, invite, remove } from "@/lib/auth/admins";
import { forgetSessionCookie } from "@/lib/auth/session-cookie";
import { signOut, signOutOthers, signOutSession } from "@/lib/auth/sessions";
import {
  adminIdSchema,
  inviteSchema,
  nothing,
  roleChangeActionSchema,
  sessionIdSchema,
} from "@/lib/validations/auth";

const ownerChecked = { owner: true, stepUp: true };

export const inviteAdminAction = adminAction(
  inviteSchema,
  (input, { user, meta }) => invite(input, user, meta),
  ownerChecked,
);

export const removeAdminAction = adminAction(
  adminIdSchema,
  ({ adminId }, { user, meta }) => remove(adminId, user, meta),
  ownerChecked,
);

export const changeRoleAction = adminAction(
  roleChangeActionSchema,
  ({ adminId, ...input }, { user, meta }) => changeRole(adminId, input, user, meta),
  ownerChecked,
);

export const signOutSessionAction = adminAction(sessionIdSchema, ({ sessionId }, { user, meta }) =>
  signOutSession(sessionId, user, meta),
);

export const signOutOthersAction = adminAction(nothing, (_input, { user, session, meta }) =>
  signOutOthers(user, session.id, meta),
);

/** Signs this session out; the browser forgets its cookie with the answer. */
export const signOutAction = adminAction(nothing, async (_input, { user, session, meta }) => {
  await signOut(user, session.id, meta);
  await forgetSessionCookie();
});
