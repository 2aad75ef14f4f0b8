"use client";

// After a row is added or removed, focus moves to that row's first field (or to "Add" when the
// list is empty), so a keyboard user keeps their place.
import { useEffect, useRef } from "react";

export function useRowFocus(id: string) {
  const addRef = useRef<HTMLButtonElement>(null);
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    const row = document.getElementById(`${id}-name-${focusRow.current}`);
    (row ?? addRef.current)?.focus();
    focusRow.current = null;
  });
  return { addRef, focusRow };
}
