// The studio's server actions: saving, creating and deleting posts and use cases, the AI's first
// draft, the author's profile (lib/content/*, which audit and refresh, as the JSON API does). The
// answers keep the API's shape ({post}, {use_case}), which the editor parses.
"use server";

import { adminAction } from "@/lib/auth/action";
import { serializeStudioPost } from "@/lib/blog";
import { draftPostWithAi } from "@/lib/content/ai-draft";
import { createPost, deletePost, updatePost } from "@/lib/content/posts";
import { updateProfile } from "@/lib/content/profile";
import { createUseCase, deleteUseCase, updateUseCase } from "@/lib/content/use-cases";
import { serializeStudioUseCase } from "@/lib/use-cases";
import {
  aiDraftSchema,
  postCreateSchema,
  postPatchActionSchema,
  profileSchema,
  slugInputSchema,
  useCaseCreateSchema,
  useCasePatchActionSchema,
} from "@/lib/validations/studio";

export const deletePostAction = adminAction(slugInputSchema, ({ slug }, { user, meta }) =>
  deletePost(slug, user, meta),
);

export const deleteUseCaseAction = adminAction(slugInputSchema, ({ slug }, { user, meta }) =>
  deleteUseCase(slug, user, meta),
);

export const saveProfileAction = adminAction(profileSchema, (input, { user, meta }) =>
  updateProfile(user, input, meta),
);

/** Up to two minutes: the model writes the draft (it is stored as a draft marked AI). */
export const draftWithAiAction = adminAction(aiDraftSchema, (input, { user, meta }) =>
  draftPostWithAi(input, user, meta),
);

export const createPostAction = adminAction(postCreateSchema, async (input, { user, meta }) => ({
  post: serializeStudioPost(await createPost(input, user, meta)),
}));

export const updatePostAction = adminAction(
  postPatchActionSchema,
  async ({ slug, patch }, { user, meta }) => ({
    post: serializeStudioPost(await updatePost(slug, patch, user, meta)),
  }),
);

export const createUseCaseAction = adminAction(
  useCaseCreateSchema,
  async (input, { user, meta }) => ({
    use_case: serializeStudioUseCase(await createUseCase(input, user, meta)),
  }),
);

export const updateUseCaseAction = adminAction(
  useCasePatchActionSchema,
  async ({ slug, patch }, { user, meta }) => ({
    use_case: serializeStudioUseCase(await updateUseCase(slug, patch, user, meta)),
  }),
);
