// POST /api/auth/invite — an invited admin chooses a password ({token, password}) and is signed in: {token, user}
import { ApiError, handle, readJson } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { audit, requestMeta } from "@/lib/auth/audit";
import { acceptInvitation } from "@/lib/auth/invites";
import { signIn } from "@/lib/auth/sign-in";
import { enforcePerAddress } from "@/lib/rate-limit";
import { acceptInviteSchema, LOGIN_MAX_BYTES } from "@/lib/validations/auth";

const LIMIT = { name: "invite-accept", max: 10, windowMs: 15 * 60_000 };

export const POST = handle(async (req) => {
  assertSameOrigin(req);
  await enforcePerAddress(LIMIT, req);
  const meta = requestMeta(req);
  const body = await readJson(req, acceptInviteSchema, LOGIN_MAX_BYTES);
  const user = await acceptInvitation(body);
  if (!user) {
    throw new ApiError(
      "not_found",
      404,
      "This invitation link is not valid or has expired. Ask for a new one.",
    );
  }
  await audit(meta, { action: "admin_joined", user });
  return signIn(user, meta, { factors: ["invitation"] });
});
