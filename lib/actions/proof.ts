// The proof editor's action (owners and editors): save an item's words, or confirm the demo's as
// the owner's own (lib/proof, which audits and refreshes the pages).
"use server";

import { adminAction } from "@/lib/auth/action";
import { saveProof } from "@/lib/proof";
import { proofSaveSchema } from "@/lib/validations/proof";

export const saveProofAction = adminAction(proofSaveSchema, (input, { user, meta }) =>
  saveProof(input, user, meta),
);
