"use client";

// The audit log: sign-ins, failures, security changes, exports and edits, newest first, with a
// filter by event and pages of 25.
import { useEffect, useId, useState } from "react";
import { loadErrorMessage } from "@/lib/admin/client";
import {
  AUDIT_ACTION_NAMES,
  type AuditAction,
  type AuditList,
  auditListSchema,
} from "@/lib/validations/auth";
import { Pager } from "../pager";
import { EmptyPanel, ErrorPanel, LoadingPanel } from "../status-panels";
import { useAdminList } from "../use-admin-list";
import { Field, fieldClass, SettingsCard } from "./card";

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
  lead_changed: "Lead changed",
  lead_deleted: "Lead deleted",
  privacy_exported: "Personal data exported",
  privacy_deleted: "Personal data deleted",
  retention_purged: "Old leads purged",
  content_created: "Content created",
  content_updated: "Content edited",
  content_published: "Content published",
  content_unpublished: "Content unpublished",
  content_deleted: "Content deleted",
  content_drafted_by_ai: "AI draft created",
  image_uploaded: "Image uploaded",
  profile_changed: "Author profile changed",
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

export function AuditLogCard({ changes }: { changes: number }) {
  const id = useId();
  const [action, setAction] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [page, setPage] = useState(1);
  const qs = new URLSearchParams({
    ...(action ? { action } : {}),
    ...(from ? { date_from: from } : {}),
    ...(to ? { date_to: to } : {}),
    page: String(page),
  });
  const list = useAdminList(`/api/admin/audit?${qs}`, auditListSchema);
  const entries = list.data?.entries ?? [];
  const { retry } = list;
  // Something changed on this page: show its entry.
  useEffect(() => {
    if (changes > 0) retry();
  }, [changes, retry]);
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
            value={action}
            onChange={(e) => {
              setAction(e.target.value);
              setPage(1);
            }}
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
            value={from}
            max={to || undefined}
            onChange={(e) => {
              setFrom(e.target.value);
              setPage(1);
            }}
            className={fieldClass}
          />
        </Field>
        <Field id={`${id}-to`} label="To date">
          <input
            id={`${id}-to`}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => {
              setTo(e.target.value);
              setPage(1);
            }}
            className={fieldClass}
          />
        </Field>
      </div>
      <div className="mt-4 overflow-hidden rounded-xl border border-line">
        {list.status === "error" ? (
          <ErrorPanel
            message={loadErrorMessage(list.error, "Failed to load the audit log")}
            onRetry={list.retry}
          />
        ) : !list.data ? (
          <LoadingPanel label="Loading the audit log…" />
        ) : entries.length === 0 ? (
          <EmptyPanel title="No events" />
        ) : (
          <AuditTable entries={entries} />
        )}
        {list.data && list.data.pagination.pages > 1 && (
          <Pager
            label="Audit log pages"
            page={page}
            pages={list.data.pagination.pages}
            total={list.data.pagination.total}
            limit={list.data.pagination.limit}
            onPage={setPage}
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
