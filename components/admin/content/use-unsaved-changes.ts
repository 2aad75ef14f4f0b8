"use client";

// While an editor holds unsaved changes, closing or reloading the tab, the admin's links and Back
// ask first.
import { useEffect } from "react";
import { setLeaveGuard } from "./leave-guard";

const LEAVE_QUESTION = "You have unsaved changes. Leave without saving them?";

export function useUnsavedChanges(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", beforeUnload);
    // The links and the Back button ask through the leave guard (./leave-guard.ts).
    const release = setLeaveGuard(() => window.confirm(LEAVE_QUESTION));
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      release();
    };
  }, [unsaved]);
}

/** A file dropped outside the drop zones is ignored rather than opened by the browser. */
export function useFileDropGuard() {
  useEffect(() => {
    const ignore = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes("Files")) event.preventDefault();
    };
    window.addEventListener("dragover", ignore);
    window.addEventListener("drop", ignore);
    return () => {
      window.removeEventListener("dragover", ignore);
      window.removeEventListener("drop", ignore);
    };
  }, []);
}
