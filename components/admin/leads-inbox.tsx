// The lead inbox, rendered on the server from its address (?q=&status=&source=&qualification=
// &date_from=&date_to=&page=).
import { ButtonLink } from "@/components/ui/button";
import type { Overview } from "@/lib/db/queries/overview";
import type { PublicUser } from "@/lib/db/queries/users";
import type { GoLive } from "@/lib/go-live";
import type { NotificationProblems as Problems } from "@/lib/validations/notification-problems";
import {
  type LeadListState,
  type SummaryListJson,
  summaryQueryString,
} from "@/lib/validations/summaries";
import { GoLiveChecklist } from "./go-live";
import { LeadFilters } from "./lead-filters";
import { LeadCards, LeadTable } from "./lead-list";
import { LeadsHeader } from "./leads-header";
import { NotificationProblems } from "./notification-problems";
import { OverviewStrip } from "./overview/strip";
import { Pager } from "./pager";
import { EmptyPanel } from "./status-panels";

export function LeadsInbox({
  user,
  state,
  list,
  overview,
  problems,
  admins,
  checklist,
}: {
  user: PublicUser;
  /** Whose leads the Assigned filter offers. */
  admins: { id: string; name: string }[];
  state: LeadListState;
  /** null: the dates contradict each other, nothing was asked. */
  list: SummaryListJson | null;
  overview: Overview;
  problems: Problems;
  /** Owners: what stands between the site and going live (null for editors). */
  checklist: GoLive | null;
}) {
  const { page, ...filters } = state;
  const filtered = Object.values(filters).some(Boolean);
  const filterQuery = summaryQueryString(filters);
  const pagination = list?.pagination;
  const caption = pagination
    ? `Leads, page ${pagination.page} of ${Math.max(pagination.pages, 1)}`
    : "Leads";
  const pageHref = (n: number) => {
    const qs = summaryQueryString({ ...filters, page: n });
    return qs ? `/admin?${qs}` : "/admin";
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <LeadsHeader
        user={{ name: user.name, email: user.email, role: user.role }}
        exportQuery={list ? filterQuery : null}
      />
      {checklist && <GoLiveChecklist checklist={checklist} />}
      <OverviewStrip data={overview} />
      <NotificationProblems problems={problems.problems} />
      <LeadFilters filters={filters} query={summaryQueryString(state)} admins={admins}>
        <section aria-labelledby="lead-results" className="mt-6">
          <div className="mb-3 flex items-center justify-between gap-4">
            <h2 id="lead-results" className="text-lg font-semibold text-ink">
              Chats and contact messages
            </h2>
            <p aria-live="polite" className="text-sm text-muted">
              {pagination &&
                `${pagination.total} ${pagination.total === 1 ? "lead" : "leads"}${filtered ? " match the filters" : ""}`}
            </p>
          </div>
          <div className="overflow-hidden rounded-card border border-line bg-white shadow-card">
            {!list ? (
              <EmptyPanel
                title="Check the dates"
                hint="Choose a “To date” on or after the “From date”."
              />
            ) : list.summaries.length === 0 ? (
              <EmptyPanel
                title="No chat summaries found"
                hint={
                  filtered
                    ? "Try other filters, another search or a wider date range."
                    : "Leads appear here when visitors chat with the assistant or send the contact form."
                }
              >
                {(filtered || page > 1) && (
                  <ButtonLink href="/admin" variant="secondary" size="sm">
                    Show all leads
                  </ButtonLink>
                )}
              </EmptyPanel>
            ) : (
              <>
                <div className="hidden lg:block">
                  <LeadTable summaries={list.summaries} caption={caption} />
                </div>
                <div className="lg:hidden">
                  <LeadCards summaries={list.summaries} label={caption} />
                </div>
              </>
            )}
            {pagination && (
              <Pager
                label="Pages of leads"
                page={page}
                pages={pagination.pages}
                total={pagination.total}
                limit={pagination.limit}
                href={pageHref}
              />
            )}
          </div>
        </section>
      </LeadFilters>
    </div>
  );
}
