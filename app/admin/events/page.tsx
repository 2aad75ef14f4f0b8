// /admin/events: every event, upcoming then past, read on the server; each opens its editor
// (/admin/events/{id}).
import type { Metadata } from "next";
import { AdminNav } from "@/components/admin/admin-nav";
import { EventList } from "@/components/admin/events/event-list";
import { site } from "@/config/site";
import { adminForPage } from "@/lib/auth/current-admin";
import { heldForReview } from "@/lib/db/queries/attendee-list";
import { listEventsForAdmin } from "@/lib/db/queries/events";
import { serializeEvent } from "@/lib/events/manage";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: `Events · Admin · ${site.company}` },
};

export default async function Events() {
  const active = await adminForPage("/admin/events");
  const [list, held] = await Promise.all([listEventsForAdmin(), heldForReview()]);
  const events = list.map(serializeEvent);
  return (
    <>
      <AdminNav view="events" user={active.user} />
      <EventList events={events} held={Object.fromEntries(held)} now={new Date()} />
    </>
  );
}
