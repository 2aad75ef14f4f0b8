"use client";

// The lead inbox: chat leads and contact-form messages in one list, filters and search kept in
// the URL (?q=&status=&source=&qualification=&date_from=&date_to=&page=), a table or cards,
// pagination, CSV export of the whole filtered set, and logout. Each lead opens its own page.

import { useSearchParams } from "next/navigation";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Download, LoaderCircle, LogOut } from "@/components/ui/icons";
import { toast } from "@/components/ui/toaster";
import {
  authorizedFetch,
  downloadName,
  isAuthFailure,
  loadErrorMessage,
  saveBlob,
} from "@/lib/admin/client";
import { localDate } from "@/lib/csv";
import { cn } from "@/lib/utils/cn";
import type { AuthUser } from "@/lib/validations/auth";
import {
  type DashboardState,
  dashboardState,
  type SummaryFilters,
  summaryListSchema,
  summaryQueryString,
} from "@/lib/validations/summaries";
import { rememberInbox } from "./admin-link";
import { NotificationProblems } from "./notification-problems";
import { OverviewStrip } from "./overview/strip";
import { Pager } from "./pager";
import { EmptyPanel, ErrorPanel, LoadingPanel } from "./status-panels";
import { SummaryFiltersForm } from "./summary-filters";
import { SummaryCards, SummaryTable } from "./summary-list";
import { useAdminList } from "./use-admin-list";

/** Writes the dashboard state into the URL; Next keeps useSearchParams in step. */
function pushState(state: Partial<DashboardState>) {
  const qs = summaryQueryString(state);
  window.history.pushState(null, "", `${window.location.pathname}${qs ? `?${qs}` : ""}`);
}

/**
 * The state as the address holds it now. A change builds on this, not on the last render: two
 * filters chosen before React re-rendered from the first would otherwise lose the first.
 */
function addressState(): DashboardState {
  return dashboardState.parse(Object.fromEntries(new URLSearchParams(window.location.search)));
}

export function Dashboard({
  user,
  onLogout,
  onAuthFailure,
}: {
  user: AuthUser;
  onLogout: () => void;
  onAuthFailure: () => void;
}) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const searchParams = useSearchParams();
  const search = searchParams.toString();
  const state = useMemo(
    () => dashboardState.parse(Object.fromEntries(new URLSearchParams(search))),
    [search],
  );
  const filters: SummaryFilters = {
    qualification: state.qualification,
    status: state.status,
    source: state.source,
    q: state.q,
    date_from: state.date_from,
    date_to: state.date_to,
  };
  const rangeInvalid = Boolean(state.date_from && state.date_to && state.date_from > state.date_to);
  const filtered = Boolean(
    state.qualification ||
      state.status ||
      state.source ||
      state.q ||
      state.date_from ||
      state.date_to,
  );

  const list = useAdminList(
    rangeInvalid ? null : `/api/chat/summaries?${summaryQueryString(state)}`,
    summaryListSchema,
  );
  const [exporting, setExporting] = useState(false);

  // Signing in lands here: move focus to the page's heading for keyboard and screen-reader users.
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => rememberInbox(search), [search]);

  // Any filter change goes back to page 1.
  const setFilter = (change: SummaryFilters) =>
    pushState({ ...addressState(), ...change, page: 1 });
  const setPage = (page: number) => {
    pushState({ ...addressState(), page });
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    headingRef.current?.scrollIntoView({
      block: "start",
      behavior: reduceMotion ? "auto" : "smooth",
    });
  };

  async function exportCsv() {
    setExporting(true);
    try {
      const qs = summaryQueryString(filters);
      const res = await authorizedFetch(`/api/chat/summaries/export${qs ? `?${qs}` : ""}`);
      const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      saveBlob(
        await res.blob(),
        downloadName(res, `chat-summaries-${localDate(new Date(), browserZone)}.csv`),
      );
      toast({ title: "Export ready", description: "The CSV file is downloading." });
    } catch (err) {
      toast({
        title: "Export failed",
        description: loadErrorMessage(err, "Failed to export chat summaries"),
        variant: "error",
      });
    } finally {
      setExporting(false);
    }
  }

  const data = list.data;
  const summaries = data?.summaries ?? [];
  const pagination = data?.pagination;
  const caption = pagination
    ? `Leads, page ${pagination.page} of ${Math.max(pagination.pages, 1)}`
    : "Leads";

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-6 text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl"
          >
            Leads
          </h1>
          <p className="mt-1 text-sm text-muted">
            Signed in as <span className="font-medium text-ink">{user.name || user.email}</span>
            {user.name && user.email ? ` (${user.email})` : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="primary"
            size="sm"
            onClick={exportCsv}
            disabled={exporting || rangeInvalid}
          >
            {exporting ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
            ) : (
              <Download className="size-4" aria-hidden />
            )}
            {exporting ? "Exporting…" : "Export CSV"}
          </Button>
          <Button variant="secondary" size="sm" onClick={onLogout}>
            <LogOut className="size-4" aria-hidden />
            Logout
          </Button>
        </div>
      </div>

      <OverviewStrip />
      <NotificationProblems />

      <SummaryFiltersForm
        filters={filters}
        rangeInvalid={rangeInvalid}
        onChange={setFilter}
        onClear={() => pushState({})}
      />

      <section aria-labelledby={`${id}-results`} className="mt-6">
        <div className="mb-3 flex items-center justify-between gap-4">
          <h2 id={`${id}-results`} className="text-lg font-semibold text-ink">
            Chats and contact messages
          </h2>
          <p aria-live="polite" className="flex items-center gap-2 text-sm text-muted">
            {list.status === "loading" && data && (
              <LoaderCircle className="size-4 animate-spin text-brand-600" aria-hidden />
            )}
            {pagination && list.status === "ready"
              ? `${pagination.total} ${pagination.total === 1 ? "lead" : "leads"}${filtered ? " match the filters" : ""}`
              : ""}
          </p>
        </div>
        <div
          className="overflow-hidden rounded-card border border-line bg-white shadow-card"
          aria-busy={list.status === "loading"}
        >
          {rangeInvalid ? (
            <EmptyPanel
              title="Check the dates"
              hint="Choose a “To date” on or after the “From date”."
            />
          ) : list.status === "error" ? (
            <ErrorPanel message={loadErrorMessage(list.error)} onRetry={list.retry}>
              {isAuthFailure(list.error) && (
                <Button variant="ghost" size="sm" onClick={onAuthFailure}>
                  Log in again
                </Button>
              )}
            </ErrorPanel>
          ) : list.status === "loading" && !data ? (
            <LoadingPanel label="Loading chat summaries…" />
          ) : summaries.length === 0 ? (
            <EmptyPanel
              title="No chat summaries found"
              hint={
                filtered
                  ? "Try other filters, another search or a wider date range."
                  : "Leads appear here when visitors chat with the assistant or send the contact form."
              }
            >
              {(filtered || state.page > 1) && (
                <Button variant="secondary" size="sm" onClick={() => pushState({})}>
                  Show all leads
                </Button>
              )}
            </EmptyPanel>
          ) : (
            <div className={cn("transition-opacity", list.status === "loading" && "opacity-60")}>
              <div className="hidden lg:block">
                <SummaryTable summaries={summaries} caption={caption} />
              </div>
              <div className="lg:hidden">
                <SummaryCards summaries={summaries} label={caption} />
              </div>
            </div>
          )}
          {pagination && !rangeInvalid && list.status !== "error" && (
            <Pager
              label="Pages of leads"
              page={state.page}
              pages={pagination.pages}
              total={pagination.total}
              limit={pagination.limit}
              onPage={setPage}
            />
          )}
        </div>
      </section>
    </div>
  );
}
