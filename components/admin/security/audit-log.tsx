"use client";

// The audit log, its filter and page kept in the Security page's address.
import { useRouter } from "next/navigation";
import { useId, useTransition } from "react";
import { cn } from "@/lib/utils/cn";
import {
  AUDIT_ACTION_NAMES,
  type AuditAction,
  type AuditList,
  type AuditQuery,
} from "@/lib/validations/auth";
import { Pager } from "../pager";
import { EmptyPanel } from "../status-panels";
import { Field, fieldClass, SettingsCard } from "./card";

type AuditFilters = Partial<AuditQuery>;

const LABELS: Record<AuditAction, string> = {
  sign_in: "Signed in",
  sign_in_failed: "Sign-in failed",
  sign_out: "Signed out",
  mfa_enabled: "Two-factor turned on",
  mfa_disabled: "Two-factor turned off",
  mfa_failed: "Wrong two-factor code",
  recovery_code_used: "Recovery code used",
  session_revoked: "Session signed out",
  sessions_revoked_others: "Other sessions signed out",
  password_changed: "Password changed",
  admin_invited: "Admin invited",
  admin_joined: "Admin joined",
  admin_removed: "Admin removed",
  admin_role_changed: "Admin's role changed",
  stepped_up: "Password confirmed",
  step_up_failed: "Wrong password at a confirmation",
  password_reset_requested: "Password reset link sent",
  password_reset: "Password reset by email link",
  leads_exported: "Leads exported",
  lead_created: "Lead added",
  leads_imported: "Leads imported",
  settings_changed: "Settings changed",
  lead_changed: "Lead changed",
  lead_deleted: "Lead deleted",
  privacy_exported: "Personal data exported",
  privacy_deleted: "Personal data deleted",
  retention_purged: "Old leads purged",
  content_created: "Content created",
  content_updated: "Content edited",
  content_published: "Content published",
  content_unpublished: "Content unpublished",
  content_scheduled: "Content scheduled",
  subscribers_exported: "Subscribers exported",
  content_deleted: "Content deleted",
  content_drafted_by_ai: "AI draft created",
  image_uploaded: "Image uploaded",
  profile_changed: "Author profile changed",
  alerts_turned_on: "Phone alerts turned on",
  alerts_turned_off: "Phone alerts turned off",
};

/** An entry's details in words: "admin: ann@x.com · role: editor", not raw JSON. */
function describeDetails(details: Record<string, unknown>): string {
  const words = (value: unknown): string =>
    Array.isArray(value)
      ? value.map(words).join(", ")
      : value !== null && typeof value === "object"
        ? describeDetails(value as Record<string, unknown>)
        : String(value);
  return Object.entries(details)
    .map(([key, value]) => `${key.replace(/_/g, " ")}: ${words(value)}`)
    .join(" · ");
}

const label = (action: string) =>
  (AUDIT_ACTION_NAMES as readonly string[]).includes(action)
    ? LABELS[action as AuditAction]
    : action;
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
                {LABELS[a]}
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
              Details
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
                {label(e.action)}
              </td>
              <td className="px-3 py-2 text-ink">{e.actor ?? "—"}</td>
              <td className="whitespace-nowrap px-3 py-2 text-muted">{e.ip ?? "—"}</td>
              <td className="whitespace-nowrap px-3 py-2 text-muted">{e.browser}</td>
              <td className="px-3 py-2 text-xs text-muted">{describeDetails(e.details)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
