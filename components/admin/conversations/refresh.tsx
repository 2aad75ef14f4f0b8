"use client";

// Keeps a server-rendered list current: refreshed every 10 s while the tab is in view.
import { useRouter } from "next/navigation";
import { useEffect } from "react";

export function RefreshEvery({ ms }: { ms: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") router.refresh();
    }, ms);
    return () => clearInterval(timer);
  }, [router, ms]);
  return null;
}
