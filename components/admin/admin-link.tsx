"use client";

// A link between the admin's views (they live in the URL of the one /admin page): a real link
// (open in a new tab works), followed without a reload.
import type { ComponentProps } from "react";

export function AdminLink({ href, onClick, ...props }: ComponentProps<"a"> & { href: string }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        window.history.pushState(null, "", href);
        window.scrollTo({ top: 0 });
      }}
      {...props}
    />
  );
}

export const leadHref = (id: string) => `/admin?view=lead&id=${encodeURIComponent(id)}`;

// The inbox's filters and page, kept for the tab, so "All leads" on a lead's page goes back to
// the list the owner was working through rather than to an unfiltered first page.
const INBOX_KEY = "admin_inbox_query";

export function rememberInbox(search: string) {
  if (new URLSearchParams(search).has("view")) return;
  try {
    sessionStorage.setItem(INBOX_KEY, search);
  } catch {
    // Storage blocked: "All leads" opens the whole list.
  }
}

export function inboxHref(): string {
  try {
    const search = sessionStorage.getItem(INBOX_KEY);
    return search ? `/admin?${search}` : "/admin";
  } catch {
    return "/admin";
  }
}
