"use client";

// Around every admin page. A session the server ended goes to the sign-in, which comes back
// here; signing in or out in another tab re-renders this one.
import "@/lib/validations/browser-config";
import { useRouter } from "next/navigation";
import { type ReactNode, useEffect } from "react";
import { Toaster } from "@/components/ui/toaster";
import { clearSession, onSessionChange, SESSION_ENDED_EVENT } from "@/lib/admin/client";
import { StepUpDialog } from "./step-up-dialog";

export function AdminFrame({ children }: { children: ReactNode }) {
  const router = useRouter();
  useEffect(() => {
    const ended = (event: Event) => {
      clearSession();
      const why = (event as CustomEvent<string>).detail;
      const here = `${window.location.pathname}${window.location.search}`;
      router.replace(`/admin?${new URLSearchParams({ next: here, ended: why })}`);
    };
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    const unsubscribe = onSessionChange(() => router.refresh());
    return () => {
      window.removeEventListener(SESSION_ENDED_EVENT, ended);
      unsubscribe();
    };
  }, [router]);
  return (
    <>
      {children}
      <Toaster placement="top" />
      <StepUpDialog />
    </>
  );
}
