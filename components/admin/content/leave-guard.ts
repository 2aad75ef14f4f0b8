// Leaving the content editor with unsaved changes. A pushState navigation fires no
// beforeunload, so the admin's own links (the tabs, the studio's back links) ask this guard
// first, and so does the browser's Back button. Kept apart from the studio so the tabs can use
// it without loading the editor.

type Guard = { confirm: () => boolean };

let current: Guard | null = null;

/** Installs `confirm` while the editor has unsaved changes; the returned function removes it. */
export function setLeaveGuard(confirm: () => boolean): () => void {
  const guard = { confirm };
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}

/** True when it is fine to leave (nothing unsaved, or the admin confirmed). */
export const confirmLeave = (): boolean => current?.confirm() ?? true;

// Back and Forward: the browser's Navigation API announces a move through history before it
// happens, and the move can be cancelled while it stays within this page (Chromium-based
// browsers). Elsewhere Back leaves the editor without asking; its drafts save themselves.
// (TypeScript's DOM types do not describe this API yet: the little used here is typed below.)
type NavigateEvent = Event & { navigationType: "push" | "replace" | "reload" | "traverse" };
type NavigationApi = {
  addEventListener(type: "navigate", listener: (event: NavigateEvent) => void): void;
};

const navigation =
  typeof window === "undefined"
    ? undefined
    : (window as Window & { navigation?: NavigationApi }).navigation;
navigation?.addEventListener("navigate", (event) => {
  if (event.navigationType !== "traverse" || !event.cancelable) return;
  if (!confirmLeave()) event.preventDefault();
});
