// What every admin page tells its client components once, at render (components/admin/admin-context.tsx).
import "server-only";
import type { AdminSettings } from "@/components/admin/admin-context";
import { site } from "@/config/site";
import { serviceLabels } from "@/lib/contact";
import { canSendMail } from "@/lib/notify/mail";

export const adminSettings = (): AdminSettings => ({
  company: site.company,
  serviceLabels,
  passwordReset: canSendMail(),
});
