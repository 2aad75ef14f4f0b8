// /admin/newsletter?status=&page=: the subscribers (confirmed, waiting for their confirmation,
// unsubscribed) with the CSV export, and what each send reached, read on the server.
import type { Metadata } from "next";
import { AdminNav } from "@/components/admin/admin-nav";
import { NewsletterPage } from "@/components/admin/newsletter/newsletter-page";
import { site } from "@/config/site";
import { adminForPage } from "@/lib/auth/current-admin";
import { listSends, listSubscribers, subscriberCounts } from "@/lib/db/queries/newsletter-list";
import { canSendMail } from "@/lib/notify/mail";
import { subscriberQuery } from "@/lib/validations/newsletter";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: `Newsletter · Admin · ${site.company}` },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Newsletter({ searchParams }: Props) {
  const active = await adminForPage("/admin/newsletter");
  // A hand-edited address with a bad filter shows everyone rather than failing.
  const asked = subscriberQuery.safeParse(await searchParams);
  const query = asked.success ? asked.data : subscriberQuery.parse({});
  const [counts, list, sends] = await Promise.all([
    subscriberCounts(),
    listSubscribers(query),
    listSends(),
  ]);
  return (
    <>
      <AdminNav view="newsletter" user={active.user} />
      <NewsletterPage
        query={query}
        counts={counts}
        list={list}
        sends={sends}
        mailReady={canSendMail()}
      />
    </>
  );
}
