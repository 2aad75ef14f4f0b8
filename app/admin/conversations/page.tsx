// /admin/conversations: the chats worth a look now, visitors waiting for a person first; each
// opens the lead's page, where the reply goes into the visitor's open chat.
import type { Metadata } from "next";
import Link from "next/link";
import { AdminNav } from "@/components/admin/admin-nav";
import { RefreshEvery } from "@/components/admin/conversations/refresh";
import { card, when } from "@/components/admin/lead-format";
import { site } from "@/config/site";
import { adminForPage } from "@/lib/auth/current-admin";
import { openConversations } from "@/lib/db/queries/live-chat";
import { scopedAssignee } from "@/lib/leads/scope";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: `Conversations · Admin · ${site.company}` },
};

const SPEAKER: Record<string, string> = { user: "Visitor", bot: site.assistantName };

export default async function Conversations() {
  const active = await adminForPage("/admin/conversations");
  const chats = await openConversations({ assignee: await scopedAssignee(active.user) });
  return (
    <>
      <AdminNav view="conversations" user={active.user} />
      <RefreshEvery ms={10_000} />
      <div className="mx-auto w-full max-w-4xl space-y-5 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Conversations</h1>
          <p className="mt-1 text-sm text-muted">
            Chats from the last 30 minutes, and visitors still waiting for a person. Open one to
            answer in their chat: {site.assistantName} steps back while you are in it.
          </p>
        </div>
        {chats.length === 0 ? (
          <p className={`${card} text-sm text-muted`}>
            No conversation right now. A visitor who asks for a person shows here at once.
          </p>
        ) : (
          <ul aria-label="Conversations" className="space-y-3">
            {chats.map((c) => (
              <li key={c.id}>
                <Link
                  href={`/admin/leads/${c.id}#lead-transcript`}
                  className={`${card} block hover:border-brand-300`}
                >
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-ink">
                      {c.name || c.email || "Unnamed visitor"}
                    </span>
                    <span className="flex flex-wrap gap-2 text-xs font-semibold">
                      {c.wantsPerson && (
                        <span className="rounded-pill bg-red-100 px-2 py-0.5 text-red-800">
                          Wants a person
                        </span>
                      )}
                      {c.agent && (
                        <span className="rounded-pill bg-amber-100 px-2 py-0.5 text-amber-900">
                          {c.agent} is in
                        </span>
                      )}
                    </span>
                  </span>
                  {c.lastText && (
                    <span className="mt-1 block truncate text-sm text-muted">
                      {c.lastSender === "agent" ? "Team" : (SPEAKER[c.lastSender ?? ""] ?? "")}:{" "}
                      {c.lastText}
                    </span>
                  )}
                  <time dateTime={c.lastAt.toISOString()} className="mt-1 block text-xs text-muted">
                    {when(c.lastAt.toISOString())}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
