// The proof editor's actions (owners and editors): save an item's words, confirm the demo's as
// the owner's own, add a testimonial or team member, or remove one (lib/proof, which audits and
// refreshes the pages).
"use server";

import { adminAction } from "@/lib/auth/action";
import { addProof, removeProof, saveProof } from "@/lib/proof";
import { proofAddSchema, proofRemoveSchema, proofSaveSchema } from "@/lib/validations/proof";

export const saveProofAction = adminAction(proofSaveSchema, (input, { user, meta }) =>
  saveProof(input, user, meta),
);

export const addProofAction = adminAction(proofAddSchema, (input, { user, meta }) =>
  addProof(input, user, meta),
);

export const removeProofAction = adminAction(proofRemoveSchema, (input, { user, meta }) =>
  removeProof(input, user, meta),
);
