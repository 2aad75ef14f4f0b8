// A pushState navigation fires no beforeunload, so the admin's own links and Back ask this guard
// before leaving unsaved changes. Kept apart from the studio so the tabs need not load the editor.

type Guard = { confirm: () => boolean };

let current: Guard | null = null;

export function setLeaveGuard(confirm: () => boolean): () => void {
  const guard = { confirm };
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}

export const confirmLeave = (): boolean => current?.confirm() ?? true;

// Back and Forward: the Navigation API (Chromium-based browsers) announces a history move and
// lets it be cancelled within this page. Elsewhere Back leaves unasked; drafts save themselves.
// TypeScript's DOM types lack this API: the little used here is typed below.
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
