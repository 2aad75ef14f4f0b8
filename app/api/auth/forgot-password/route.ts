// POST /api/auth/forgot-password — {email}: when it is an admin's, a link to choose a new password
// goes out by email. The answer is the same either way, sent before the mail, so it tells
// nobody which emails have accounts. Only when SMTP_URL is set (404 otherwise).
import { after } from "next/server";
import { ApiError, handle, readJson } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { requestMeta } from "@/lib/auth/audit";
import { sendPasswordReset } from "@/lib/auth/password-reset";
import { canSendMail } from "@/lib/notify/mail";
import { addressKey, enforce } from "@/lib/rate-limit";
import { forgotPasswordSchema, LOGIN_MAX_BYTES } from "@/lib/validations/auth";

// Nobody's mailbox is flooded through here, nor many mailboxes from one address.
const PER_ADDRESS = { name: "password-reset-ip", max: 5, windowMs: 15 * 60_000 };
const PER_EMAIL = { name: "password-reset-email", max: 3, windowMs: 60 * 60_000 };

export const POST = handle(async (req) => {
  assertSameOrigin(req);
  if (!canSendMail()) {
    throw new ApiError(
      "not_found",
      404,
      "Password reset by email is not set up on this site. Ask an owner of the site to help.",
    );
  }
  const meta = requestMeta(req);
  const { email } = await readJson(req, forgotPasswordSchema, LOGIN_MAX_BYTES);
  await enforce(PER_ADDRESS, addressKey(meta.ip));
  await enforce(PER_EMAIL, email.toLowerCase());
  const send = () =>
    sendPasswordReset(email, meta).catch((err) => console.error("[auth] reset mail:", err));
  try {
    after(send);
  } catch {
    // Outside a request (tests call the handler directly): send now.
    await send();
  }
  return Response.json(
    {
      message:
        "If an admin account uses that email, a link to choose a new password is on its way. It works for 30 minutes.",
    },
    { status: 202, headers: { "Cache-Control": "no-store" } },
  );
});
