// /admin/content/{posts|use-cases}/{slug}, or …/new: one post or use case in its editor, read on
// the server. At a former address (a link from before a rename) it opens where the item is now.
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { AdminNav } from "@/components/admin/admin-nav";
import { PostEditor } from "@/components/admin/content/post-editor";
import { BackToList } from "@/components/admin/content/studio-link";
import { UseCaseEditor } from "@/components/admin/content/use-case-editor";
import { ErrorPanel } from "@/components/admin/status-panels";
import { site } from "@/config/site";
import { adminForPage, currentAdmin } from "@/lib/auth/current-admin";
import { studioPost, studioUseCase } from "@/lib/content/studio-list";
import { subscriberCounts } from "@/lib/db/queries/newsletter-list";
import { listAllPostTags } from "@/lib/db/queries/studio-list";
import { canSendMail } from "@/lib/notify/mail";
import { CONTENT_KINDS, type ContentKind, studioHref } from "@/lib/validations/studio-client";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ kind: string; slug: string }> };

const NOUN = { posts: "post", "use-cases": "use case" } as const;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

async function itemOf(kind: ContentKind, slug: string) {
  if (slug === "new" || !SLUG.test(slug) || slug.length > 120) return null;
  return kind === "posts" ? studioPost(slug) : studioUseCase(slug);
}

async function route(params: Props["params"]) {
  const { kind, slug } = await params;
  const known = CONTENT_KINDS.find((k) => k === kind);
  if (!known) notFound();
  return { kind: known, slug };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind, slug } = await route(params);
  const item = (await currentAdmin()) ? await itemOf(kind, slug) : null;
  const name = item?.title || (slug === "new" ? `New ${NOUN[kind]}` : `Edit ${NOUN[kind]}`);
  return { title: { absolute: `${name} · Content · Admin · ${site.company}` } };
}

// Times are chosen and shown on the business's clock, whatever the owner's computer says.
const zone = { timeZone: site.timeZone, label: site.timeZoneLabel };

export default async function Editor({ params }: Props) {
  const { kind, slug } = await route(params);
  const active = await adminForPage(studioHref({ kind, edit: slug }));
  const item = await itemOf(kind, slug);
  if (item && item.slug !== slug) redirect(studioHref({ kind, edit: item.slug }));
  return (
    <>
      <AdminNav view="content" user={active.user} />
      {slug !== "new" && !item ? (
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          <BackToList kind={kind} />
          <ErrorPanel message={`This ${NOUN[kind]} does not exist. It may have been deleted.`} />
        </div>
      ) : kind === "posts" ? (
        <PostEditor
          initial={item && "content_markdown" in item ? item : null}
          tagsInUse={await listAllPostTags()}
          siteHost={new URL(site.url).host}
          zone={zone}
          subscribers={canSendMail() ? (await subscriberCounts()).confirmed : null}
        />
      ) : (
        <UseCaseEditor
          initial={item && "industry" in item ? item : null}
          zone={zone}
          siteHost={new URL(site.url).host}
        />
      )}
    </>
  );
}
