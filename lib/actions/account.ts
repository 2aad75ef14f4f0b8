// The Security page's server actions on the admin's own account: the password and two-factor
// sign-in (setting it up or off needs a recent password check); the same lib functions as the API.
"use server";

import { changePassword, disableMfa, enableMfa, setUpMfa, stepUp } from "@/lib/auth/account";
import { adminAction } from "@/lib/auth/action";
import {
  mfaCodeSchema,
  mfaDisableSchema,
  nothing,
  passwordChangeSchema,
  stepUpSchema,
} from "@/lib/validations/auth";

export const changePasswordAction = adminAction(passwordChangeSchema, (input, ctx) =>
  changePassword(input, { ...ctx, sessionId: ctx.session.id }),
);

export const setUpMfaAction = adminAction(nothing, (_input, { user }) => setUpMfa(user), {
  stepUp: true,
});

export const enableMfaAction = adminAction(
  mfaCodeSchema,
  ({ code }, { user, meta }) => enableMfa(code, user, meta),
  { stepUp: true },
);

export const disableMfaAction = adminAction(
  mfaDisableSchema,
  (input, ctx) => disableMfa(input, ctx),
  {
    stepUp: true,
  },
);

/** The password or a code again, when a change asks for it (the step-up dialog). */
export const stepUpAction = adminAction(stepUpSchema, (input, ctx) =>
  stepUp(input, { ...ctx, sessionId: ctx.session.id }),
);
