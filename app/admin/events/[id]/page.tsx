// /admin/events/{id}: one event in its editor, read on the server, its meeting link included.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { AdminNav } from "@/components/admin/admin-nav";
import { AttendeeList } from "@/components/admin/events/attendee-list";
import { EventEditor } from "@/components/admin/events/event-editor";
import { site } from "@/config/site";
import { workshop } from "@/content/workshop";
import { adminForPage, currentAdmin } from "@/lib/auth/current-admin";
import { listAttendees } from "@/lib/db/queries/attendee-list";
import { getEventById } from "@/lib/db/queries/events";
import { serializeEvent } from "@/lib/events/manage";
import { canSendMail } from "@/lib/notify/mail";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

const eventOf = async (id: string) => (z.uuid().safeParse(id).success ? getEventById(id) : null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const event = (await currentAdmin()) ? await eventOf(id) : null;
  return {
    title: { absolute: `${event?.title || "Edit event"} · Events · Admin · ${site.company}` },
  };
}

export default async function EventPage({ params }: Props) {
  const { id } = await params;
  const active = await adminForPage(`/admin/events/${encodeURIComponent(id)}`);
  const event = await eventOf(id);
  if (!event) notFound();
  return (
    <>
      <AdminNav view="events" user={active.user} />
      <EventEditor
        initial={serializeEvent(event)}
        defaultTimeZone={site.timeZone}
        thankYouUrl={`${site.url}${workshop.thankYouPath}`}
      />
      <AttendeeList
        eventId={event.id}
        attendees={await listAttendees(event.id)}
        capacity={event.capacity}
        tickets={event.tickets}
        timeZone={event.timeZone}
        mailReady={canSendMail()}
      />
    </>
  );
}
