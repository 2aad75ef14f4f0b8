// /admin/pipeline?source=: the leads as a board, one column per status, each with its count and
// value; cards move by drag and drop, the keyboard or their "Move to" menu.
import type { Metadata } from "next";
import { AdminNav } from "@/components/admin/admin-nav";
import { Assignment } from "@/components/admin/pipeline/assignment";
import { PipelineBoard } from "@/components/admin/pipeline/board";
import { site } from "@/config/site";
import { adminForPage } from "@/lib/auth/current-admin";
import { boardColumns } from "@/lib/db/queries/pipeline-board";
import { listAssignees } from "@/lib/db/queries/users";
import { assignmentRule } from "@/lib/leads/pipeline";
import { editorsOwnLeadsOnly, scopedAssignee } from "@/lib/leads/scope";
import { LEAD_SOURCE_LABELS, LEAD_SOURCES, type LeadSource } from "@/lib/validations/summaries";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: `Pipeline · Admin · ${site.company}` },
};

/** "Marcus Reyes" → "MR"; an email → its first two letters. */
function who(name: string) {
  const words = name.split(/[\s@.]+/).filter(Boolean);
  const initials =
    words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0] ?? "?").slice(0, 2);
  return { name, initials: initials.toUpperCase() };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Pipeline({ searchParams }: Props) {
  const active = await adminForPage("/admin/pipeline");
  const query = await searchParams;
  const source = LEAD_SOURCES.find((s) => s === query.source) as LeadSource | undefined;
  const [admins, rule, editorsOwnOnly] = await Promise.all([
    listAssignees(),
    assignmentRule(),
    editorsOwnLeadsOnly(),
  ]);
  const assigneeAsked = typeof query.assignee === "string" ? query.assignee : "";
  const only = await scopedAssignee(active.user);
  const assignee =
    only ??
    (assigneeAsked === "me"
      ? active.user.id
      : assigneeAsked === "unassigned" || admins.some((a) => a.id === assigneeAsked)
        ? assigneeAsked
        : undefined);
  const named = new Map(admins.map((a) => [a.id, a.name || a.email]));
  const now = Date.now();
  const day = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    timeZone: site.timeZone,
  });
  const columns = (await boardColumns({ source, assignee })).map(({ cards, ...column }) => ({
    ...column,
    cards: cards.map(({ followUpAt, assigneeId, ...card }) => ({
      ...card,
      assignee: assigneeId && named.has(assigneeId) ? who(named.get(assigneeId) ?? "") : null,
      followUp: followUpAt
        ? { label: day.format(new Date(followUpAt)), due: Date.parse(followUpAt) <= now }
        : null,
    })),
  }));
  return (
    <>
      <AdminNav view="pipeline" user={active.user} />
      <div className="mx-auto w-full max-w-7xl space-y-5 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Pipeline</h1>
            <p className="mt-1 text-sm text-muted">
              Every lead you can reach, by status. Drag a card, or use its Move to menu.
            </p>
          </div>
          <form method="get" className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor="board-source" className="text-sm font-medium text-ink">
                Source
              </label>
              <select
                id="board-source"
                name="source"
                defaultValue={source ?? ""}
                className="mt-1.5 block h-10 rounded-xl border border-line bg-white px-3 text-sm"
              >
                <option value="">All sources</option>
                {LEAD_SOURCES.map((s) => (
                  <option key={s} value={s}>
                    {LEAD_SOURCE_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="board-assignee" className="text-sm font-medium text-ink">
                Assigned to
              </label>
              <select
                id="board-assignee"
                name="assignee"
                defaultValue={assignee ? assigneeAsked : ""}
                className="mt-1.5 block h-10 rounded-xl border border-line bg-white px-3 text-sm"
              >
                <option value="">Anyone</option>
                <option value="me">Me</option>
                <option value="unassigned">Nobody yet</option>
                {admins.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name || a.email}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="submit"
              className="h-10 rounded-xl border border-line bg-white px-3 text-sm font-semibold text-ink hover:bg-brand-50"
            >
              Filter
            </button>
          </form>
        </div>
        <PipelineBoard
          key={`${source ?? "all"}-${assigneeAsked}`}
          initial={columns}
          admins={admins.map((a) => ({ id: a.id, ...who(a.name || a.email) }))}
        />
        <Assignment
          rule={rule}
          admins={admins.map((a) => ({
            id: a.id,
            name: a.name || a.email,
            takesNewLeads: a.takesNewLeads,
          }))}
          meId={active.user.id}
          owner={active.user.role === "owner"}
          editorsOwnOnly={editorsOwnOnly}
        />
      </div>
    </>
  );
}
