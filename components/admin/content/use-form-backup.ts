"use client";

// The editor's unsaved form, kept in sessionStorage: when the session ends the editor's state is
// gone, so after signing in again the editor offers to restore it.
import { useEffect, useRef, useState } from "react";

type Stored<T> = { form: T; at: number };

function read<T>(key: string): Stored<T> | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Stored<T>) : null;
  } catch {
    return null;
  }
}

/** Returns the copy found when the editor opened, if it differs, until restored or dismissed. */
export function useFormBackup<T>(key: string, form: T, dirty: boolean) {
  const [found, setFound] = useState<Stored<T> | null>(null);
  // Looked for once mounted: the server has no storage, and the first render must match its HTML.
  const looked = useRef(false);

  // A new post gets its address when first saved: its copy moves with it.
  const lastKey = useRef(key);
  useEffect(() => {
    let offered = found;
    if (!looked.current) {
      looked.current = true;
      const stored = read<T>(key);
      if (stored && JSON.stringify(stored.form) !== JSON.stringify(form)) {
        offered = stored;
        setFound(stored);
      }
    }
    try {
      if (lastKey.current !== key) window.sessionStorage.removeItem(lastKey.current);
      lastKey.current = key;
      if (dirty) window.sessionStorage.setItem(key, JSON.stringify({ form, at: Date.now() }));
      // Nothing unsaved: the copy is no longer needed (unless it is still being offered).
      else if (!offered) window.sessionStorage.removeItem(key);
    } catch {
      // Storage full or refused: the editor works on without a copy.
    }
  }, [key, form, dirty, found]);

  return {
    backup: found,
    dismiss: () => {
      setFound(null);
      try {
        window.sessionStorage.removeItem(key);
      } catch {}
    },
    settle: () => setFound(null),
  };
}
