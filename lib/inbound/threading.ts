// How the owner's emails to leads are made findable when the lead answers: a Message-ID of the
// site's own domain, and with INBOUND_REPLY_ADDRESS a Reply-To naming the lead (replies+token@).
import "server-only";
import { site } from "@/config/site";
import { env } from "@/lib/env";

export const emailThreading = () => ({
  messageDomain: site.emailDomain,
  replyAddress: env.INBOUND_REPLY_ADDRESS,
});
