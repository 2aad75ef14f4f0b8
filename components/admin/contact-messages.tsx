"use client";

import { useState } from "react";
// The contact-form messages stored from the site, newest first.
import { Building2, Mail } from "@/components/ui/icons";
import { isAuthFailure, loadErrorMessage } from "@/lib/admin/client";
import { contactMessageListSchema } from "@/lib/validations/summaries";
import { useAdminSettings } from "./admin-context";
import { Pager } from "./pager";
import { EmptyPanel, ErrorPanel, LoadingPanel } from "./status-panels";
import { useAdminList } from "./use-admin-list";

const PAGE_SIZE = 10;

const timeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
});

export function ContactMessages({ onAuthFailure }: { onAuthFailure: () => void }) {
  const { serviceLabels } = useAdminSettings();
  const [page, setPage] = useState(1);
  const list = useAdminList(
    `/api/admin/contact-messages?page=${page}&limit=${PAGE_SIZE}`,
    contactMessageListSchema,
  );
  const messages = list.data?.messages ?? [];

  return (
    <section aria-labelledby="contact-messages-title" className="mt-12">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="contact-messages-title" className="text-xl font-bold tracking-tight text-ink">
            Contact messages
          </h2>
          <p className="mt-1 text-sm text-muted">
            Sent through the site's contact form, newest first.
          </p>
        </div>
      </div>
      <div
        className="mt-4 overflow-hidden rounded-card border border-line bg-white shadow-card"
        aria-busy={list.status === "loading"}
      >
        {list.status === "error" ? (
          <ErrorPanel
            message={loadErrorMessage(list.error, "Failed to fetch contact messages")}
            onRetry={list.retry}
          >
            {isAuthFailure(list.error) && (
              <button
                type="button"
                onClick={onAuthFailure}
                className="text-sm font-semibold text-brand-700 underline"
              >
                Log in again
              </button>
            )}
          </ErrorPanel>
        ) : list.status === "loading" && !list.data ? (
          <LoadingPanel label="Loading contact messages…" />
        ) : messages.length === 0 ? (
          <EmptyPanel title="No contact messages yet" />
        ) : (
          <ul aria-label="Contact messages" className="divide-y divide-line">
            {messages.map((m) => (
              <li key={m.id} className="p-4 sm:p-5">
                <article aria-label={`Message from ${m.name}`}>
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <h3 className="font-semibold text-ink">{m.name}</h3>
                    <time dateTime={m.created_at} className="text-xs text-muted">
                      {timeFormat.format(new Date(m.created_at))}
                    </time>
                  </div>
                  <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    <a
                      href={`mailto:${m.email}`}
                      className="flex items-center gap-1.5 break-all text-brand-700 underline-offset-2 hover:underline"
                    >
                      <Mail className="size-3.5 shrink-0" aria-hidden />
                      {m.email}
                    </a>
                    {m.company && (
                      <span className="flex items-center gap-1.5 text-muted">
                        <Building2 className="size-3.5 shrink-0" aria-hidden />
                        {m.company}
                      </span>
                    )}
                    {m.service && (
                      <span className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                        {serviceLabels[m.service] ?? m.service}
                      </span>
                    )}
                  </div>
                  {m.message && (
                    <p className="mt-3 whitespace-pre-line text-sm leading-6 text-ink">
                      {m.message}
                    </p>
                  )}
                </article>
              </li>
            ))}
          </ul>
        )}
        {list.data && list.status !== "error" && (
          <Pager
            label="Contact messages pages"
            page={list.data.pagination.page}
            pages={list.data.pagination.pages}
            total={list.data.pagination.total}
            limit={list.data.pagination.limit}
            onPage={setPage}
          />
        )}
      </div>
    </section>
  );
}
