"use client";

// The inbox's heading (focused on opening, for keyboard and screen-reader users just signed in).
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Download, LoaderCircle, LogOut, Plus, Upload } from "@/components/ui/icons";
import { toast } from "@/components/ui/toaster";
import { download, loadErrorMessage, logout, saveBlob } from "@/lib/admin/client";
import { localDate } from "@/lib/utils/local-date";
import type { AuthUser } from "@/lib/validations/auth";

export function LeadsHeader({
  user,
  exportQuery,
}: {
  user: AuthUser;
  /** The filters as a query string; null while they cannot be applied. */
  exportQuery: string | null;
}) {
  const router = useRouter();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [exporting, setExporting] = useState(false);
  useEffect(() => headingRef.current?.focus(), []);

  async function exportCsv() {
    setExporting(true);
    try {
      const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const file = await download(
        `/api/chat/summaries/export${exportQuery ? `?${exportQuery}` : ""}`,
        `chat-summaries-${localDate(new Date(), browserZone)}.csv`,
      );
      saveBlob(file.blob, file.name);
      toast({ title: "Export ready", description: "The CSV file is downloading." });
    } catch (err) {
      toast({
        title: "Export failed",
        description: loadErrorMessage(err, "Failed to export chat summaries"),
        variant: "error",
      });
    } finally {
      setExporting(false);
    }
  }

  async function signOut() {
    await logout();
    toast({ title: "Logged out successfully" });
    router.refresh();
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-6 text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl"
        >
          Leads
        </h1>
        <p className="mt-1 text-sm text-muted">
          Signed in as <span className="font-medium text-ink">{user.name || user.email}</span>
          {user.name && user.email ? ` (${user.email})` : ""}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink href="/admin/leads/new" variant="primary" size="sm">
          <Plus className="size-4" aria-hidden />
          New lead
        </ButtonLink>
        {user.role === "owner" ? (
          <ButtonLink href="/admin/leads/import" variant="secondary" size="sm">
            <Upload className="size-4" aria-hidden />
            Import
          </ButtonLink>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          onClick={exportCsv}
          disabled={exporting || exportQuery === null}
        >
          {exporting ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
          ) : (
            <Download className="size-4" aria-hidden />
          )}
          {exporting ? "Exporting…" : "Export CSV"}
        </Button>
        <Button variant="secondary" size="sm" onClick={signOut}>
          <LogOut className="size-4" aria-hidden />
          Logout
        </Button>
      </div>
    </div>
  );
}
