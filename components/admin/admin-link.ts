// Addresses between the admin's screens: a lead's page, and the way back to the list as it was.
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
