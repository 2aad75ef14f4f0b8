// The studio's server actions that are not an editor's save: deleting a post or a use case
// (lib/content/*, which audit and refresh the pages, as the JSON API does).
"use server";

import { adminAction } from "@/lib/auth/action";
import { deletePost } from "@/lib/content/posts";
import { deleteUseCase } from "@/lib/content/use-cases";
import { slugInputSchema } from "@/lib/validations/studio";

export const deletePostAction = adminAction(slugInputSchema, ({ slug }, { user, meta }) =>
  deletePost(slug, user, meta),
);

export const deleteUseCaseAction = adminAction(slugInputSchema, ({ slug }, { user, meta }) =>
  deleteUseCase(slug, user, meta),
);
