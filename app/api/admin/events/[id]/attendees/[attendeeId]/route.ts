// PATCH /api/admin/events/{id}/attendees/{attendeeId} {attended} — mark who was there.
// DELETE — take them off the list; their seat goes to the first person waiting.
import { z } from "zod";
import { ApiError, readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { removeAttendee, setAttendance } from "@/lib/events/attendees";
import { attendancePatchSchema } from "@/lib/validations/registration";

const ids = z.object({ id: z.uuid(), attendeeId: z.uuid() });
type Params = { id: string; attendeeId: string };

async function idsOf(params: Promise<Params>) {
  const parsed = ids.safeParse(await params);
  if (!parsed.success) throw new ApiError("not_found", 404, "No such ticket holder");
  return parsed.data;
}

export const PATCH = withAdmin<Params>(async (req, { params }) => {
  const { id, attendeeId } = await idsOf(params);
  const { attended } = await readJson(req, attendancePatchSchema, 256);
  return Response.json({ attendee: await setAttendance(id, attendeeId, attended) });
});

export const DELETE = withAdmin<Params>(async (req, { params, user }) => {
  const { id, attendeeId } = await idsOf(params);
  return Response.json({ attendee: await removeAttendee(id, attendeeId, user, requestMeta(req)) });
});
