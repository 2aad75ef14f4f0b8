"use client";

// The audit log, its filter and page kept in the Security page's address.
import { useRouter } from "next/navigation";
import { useId, useTransition } from "react";
import { AUDIT_LABELS, auditLabel, describeAuditEntry } from "@/lib/audit-words";
import { cn } from "@/lib/utils/cn";
import { AUDIT_ACTION_NAMES, type AuditList, type AuditQuery } from "@/lib/validations/auth";
import { Pager } from "../pager";
import { EmptyPanel } from "../status-panels";
import { Field, fieldClass, SettingsCard } from "./card";

type AuditFilters = Partial<AuditQuery>;

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium" });

export function AuditLogCard({ audit, filters }: { audit: AuditList; filters: AuditFilters }) {
  const id = useId();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const { entries, pagination } = audit;
  // A filter is part of the page's address; choosing one goes back to its first page.
  const href = (next: AuditFilters) => {
    const qs = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) qs.set(key, String(value));
    qs.delete("page");
    if (next.page && next.page > 1) qs.set("page", String(next.page));
    return `/admin/security${qs.size ? `?${qs}` : ""}`;
  };
  const filter = (change: AuditFilters) =>
    startTransition(() => router.push(href({ ...filters, ...change, page: 1 }), { scroll: false }));
  return (
    <SettingsCard
      id={`${id}-title`}
      title="Audit log"
      intro="Kept for one year. Passwords, codes and tokens are never recorded."
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id={`${id}-action`} label="Event">
          <select
            id={`${id}-action`}
            value={filters.action ?? ""}
            onChange={(e) =>
              filter({ action: AUDIT_ACTION_NAMES.find((a) => a === e.target.value) })
            }
            className={fieldClass}
          >
            <option value="">All events</option>
            {AUDIT_ACTION_NAMES.map((a) => (
              <option key={a} value={a}>
                {AUDIT_LABELS[a]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-from`} label="From date">
          <input
            id={`${id}-from`}
            type="date"
            value={filters.date_from ?? ""}
            max={filters.date_to}
            onChange={(e) => filter({ date_from: e.target.value || undefined })}
            className={fieldClass}
          />
        </Field>
        <Field id={`${id}-to`} label="To date">
          <input
            id={`${id}-to`}
            type="date"
            value={filters.date_to ?? ""}
            min={filters.date_from}
            onChange={(e) => filter({ date_to: e.target.value || undefined })}
            className={fieldClass}
          />
        </Field>
      </div>
      <div
        aria-busy={pending}
        className={cn(
          "mt-4 overflow-hidden rounded-xl border border-line",
          pending && "opacity-60",
        )}
      >
        {entries.length === 0 ? <EmptyPanel title="No events" /> : <AuditTable entries={entries} />}
        {pagination.pages > 1 && (
          <Pager
            label="Audit log pages"
            page={pagination.page}
            pages={pagination.pages}
            total={pagination.total}
            limit={pagination.limit}
            onPage={(page) =>
              startTransition(() => router.push(href({ ...filters, page }), { scroll: false }))
            }
          />
        )}
      </div>
    </SettingsCard>
  );
}

function AuditTable({ entries }: { entries: AuditList["entries"] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="scroll-shadows overflow-x-auto" tabIndex={0} aria-label="Audit log entries">
      <table className="min-w-full divide-y divide-line text-sm">
        <thead className="bg-surface text-left text-xs font-semibold uppercase tracking-wider text-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              When
            </th>
            <th scope="col" className="px-3 py-2">
              Event
            </th>
            <th scope="col" className="px-3 py-2">
              Who
            </th>
            <th scope="col" className="px-3 py-2">
              Address
            </th>
            <th scope="col" className="px-3 py-2">
              Browser
            </th>
            <th scope="col" className="px-3 py-2">
              What happened
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {entries.map((e) => (
            <tr key={e.id} className="align-top">
              <td className="whitespace-nowrap px-3 py-2 text-muted">
                {when.format(new Date(e.at))}
              </td>
              <td className="whitespace-nowrap px-3 py-2 font-medium text-ink">
                {auditLabel(e.action)}
              </td>
              <td className="px-3 py-2 text-ink">{e.actor ?? "—"}</td>
              <td className="whitespace-nowrap px-3 py-2 text-muted">{e.ip ?? "—"}</td>
              <td className="whitespace-nowrap px-3 py-2 text-muted">{e.browser}</td>
              <td className="min-w-64 px-3 py-2 text-ink">{describeAuditEntry(e)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
