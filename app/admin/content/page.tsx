// /admin/content?kind=&status=&q=&page=: the studio's lists, read on the server; each item's
// editor is a route of its own (/admin/content/{kind}/{slug}).
import type { Metadata } from "next";
import { AdminNav } from "@/components/admin/admin-nav";
import { ContentList } from "@/components/admin/content/content-list";
import { site } from "@/config/site";
import { adminForPage } from "@/lib/auth/current-admin";
import { studioList } from "@/lib/content/studio-list";
import { studioHref, studioState } from "@/lib/validations/studio-client";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: `Content · Admin · ${site.company}` },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Content({ searchParams }: Props) {
  const state = studioState.parse(await searchParams);
  const active = await adminForPage(studioHref(state));
  return (
    <>
      <AdminNav view="content" user={active.user} />
      <ContentList state={state} list={await studioList(state)} />
    </>
  );
}
