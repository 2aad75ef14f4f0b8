// GET /api/admin/content/tags — every tag any post uses, drafts included: the editor's suggestions.
import { withAdmin } from "@/lib/auth/guard";
import { listAllPostTags } from "@/lib/db/queries/studio-list";

export const GET = withAdmin(async () => Response.json({ tags: await listAllPostTags() }));
