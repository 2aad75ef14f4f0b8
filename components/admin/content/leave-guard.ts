// Leaving the content editor with unsaved changes. A pushState navigation fires no
// beforeunload, so the admin's own links (the tabs, the studio's back links) ask this guard
// first. Kept apart from the studio so the tabs can use it without loading the editor.

type Guard = () => boolean;

let current: Guard | null = null;

/** Installs `guard` while the editor has unsaved changes; the returned function removes it. */
export function setLeaveGuard(guard: Guard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}

/** True when it is fine to leave (nothing unsaved, or the admin confirmed). */
export const confirmLeave = (): boolean => current?.() ?? true;
