// The Privacy page's server actions (owners; exporting and deleting after a recent password
// check): the same lib functions as the JSON API.
"use server";

import { adminAction } from "@/lib/auth/action";
import { deletePerson, exportPerson, findPerson } from "@/lib/privacy/requests";
import { privacyDeleteSchema, privacyLookupSchema } from "@/lib/validations/privacy";

export const findPersonAction = adminAction(privacyLookupSchema, ({ email }) => findPerson(email), {
  owner: true,
});

export const exportPersonAction = adminAction(
  privacyLookupSchema,
  ({ email }, { user, meta }) => exportPerson(email, user, meta),
  { owner: true, stepUp: true },
);

export const deletePersonAction = adminAction(
  privacyDeleteSchema,
  ({ email }, { user, meta }) => deletePerson(email, user, meta),
  { owner: true, stepUp: true },
);
