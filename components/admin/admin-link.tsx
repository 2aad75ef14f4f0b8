// A link between the admin's screens: Next's own Link (a real link: open in a new tab works;
// followed without a reload).
import Link from "next/link";
import type { ComponentProps } from "react";

export function AdminLink({ href, ...props }: ComponentProps<"a"> & { href: string }) {
  return <Link href={href} {...props} />;
}

export const leadHref = (id: string) => `/admin/leads/${encodeURIComponent(id)}`;

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
