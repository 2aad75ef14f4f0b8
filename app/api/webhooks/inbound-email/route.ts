// POST /api/webhooks/inbound-email — a mail forwarder's raw message (message/rfc822, or the
// multipart field email or body-mime) with INBOUND_EMAIL_TOKEN; a reply from a lead lands on the
// lead's page. 404 until the token is set.
import { ApiError, handle } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { receiveEmail } from "@/lib/inbound/receive";
import { readInboundMessage, requireInboundToken } from "@/lib/inbound/webhook";

export const POST = handle(async (req) => {
  const token = env.INBOUND_EMAIL_TOKEN;
  if (!token) throw new ApiError("not_found", 404, "Not found");
  await requireInboundToken(req, token);
  const outcome = await receiveEmail(await readInboundMessage(req), "webhook");
  return Response.json({ received: true, outcome });
});
