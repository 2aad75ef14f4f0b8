// /admin: the sign-in when no session is open, else the leads inbox, read on the server.
import type { Metadata } from "next";
import { AdminNav } from "@/components/admin/admin-nav";
import { LeadsInbox } from "@/components/admin/leads-inbox";
import { SignIn } from "@/components/admin/sign-in";
import { site } from "@/config/site";
import { pageSession } from "@/lib/auth/current-admin";
import { getOverview } from "@/lib/db/queries/overview";
import { listAssignees } from "@/lib/db/queries/users";
import { goLive } from "@/lib/go-live";
import { calendarRange, leadList, notificationProblems } from "@/lib/leads/inbox";
import { canSendMail } from "@/lib/notify/mail";
import { leadListState, SUMMARY_PAGE_SIZE } from "@/lib/validations/summaries";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const { active } = await pageSession();
  return {
    title: { absolute: `${active ? "Leads" : "Sign in"} · Admin · ${site.company}` },
    description: `Sign in to the ${site.company} lead dashboard.`,
  };
}

export default async function AdminPage({ searchParams }: Props) {
  const query = await searchParams;
  const { active, ended } = await pageSession();
  if (!active) {
    const text = (key: string) => (typeof query[key] === "string" ? query[key] : undefined);
    return (
      <SignIn
        company={site.company}
        passwordReset={canSendMail()}
        stale={ended !== null}
        query={{
          next: text("next"),
          // A session that went unused too long says so, even without ?ended=.
          ended: text("ended") ?? (ended === "idle" ? ended : undefined),
          invite: text("invite"),
          reset: text("reset"),
        }}
      />
    );
  }
  const state = leadListState.parse(query);
  const rangeInvalid = Boolean(state.date_from && state.date_to && state.date_from > state.date_to);
  const [list, overview, problems, admins, checklist] = await Promise.all([
    rangeInvalid ? null : leadList({ ...state, limit: SUMMARY_PAGE_SIZE }, active.user),
    getOverview(calendarRange({ days: 30 })),
    notificationProblems(),
    listAssignees(),
    active.user.role === "owner" ? goLive() : null,
  ]);
  return (
    <>
      <AdminNav view="leads" user={active.user} />
      <LeadsInbox
        user={active.user}
        state={state}
        list={list}
        overview={overview}
        problems={problems}
        checklist={checklist}
        admins={admins.map((a) => ({ id: a.id, name: a.name || a.email }))}
      />
    </>
  );
}
