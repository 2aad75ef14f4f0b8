// /admin/events/new: the editor, empty; the first save gives the event its address
// (/admin/events/{id}).
import type { Metadata } from "next";
import { AdminNav } from "@/components/admin/admin-nav";
import { EventEditor } from "@/components/admin/events/event-editor";
import { site } from "@/config/site";
import { workshop } from "@/content/workshop";
import { adminForPage } from "@/lib/auth/current-admin";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: `New event · Events · Admin · ${site.company}` },
};

export default async function NewEvent() {
  const active = await adminForPage("/admin/events/new");
  return (
    <>
      <AdminNav view="events" user={active.user} />
      <EventEditor
        initial={null}
        defaultTimeZone={site.timeZone}
        thankYouUrl={`${site.url}${workshop.thankYouPath}`}
      />
    </>
  );
}
