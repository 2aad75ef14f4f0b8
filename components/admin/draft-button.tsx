"use client";

// "Draft a reply": asks the model for a reply grounded in the conversation (POST
// /api/admin/leads/{id}/draft-reply, a route: a slow model must not hold up the page's other
// server actions), for the admin to edit and send. Without a model it offers a template.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Sparkles } from "@/components/ui/icons";
import { toast } from "@/components/ui/toaster";
import { failureMessage, sendWithSession } from "@/lib/admin/client";

export type Draft = { subject: string; body: string; ai: boolean; notice?: string };

export function DraftButton({
  leadId,
  channel,
  onDraft,
}: {
  leadId: string;
  channel: "email" | "chat";
  onDraft: (draft: Draft) => void;
}) {
  const [busy, setBusy] = useState(false);
  async function draft() {
    setBusy(true);
    try {
      const answer = (await sendWithSession(
        `/api/admin/leads/${leadId}/draft-reply`,
        JSON.stringify({ channel }),
        "application/json",
      )) as Draft;
      onDraft(answer);
      if (answer.notice) toast({ title: "A template to start from", description: answer.notice });
    } catch (err) {
      toast({
        title: "No draft",
        description: failureMessage(err, "Please try again, or write the reply yourself."),
        variant: "error",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      type="button"
      size="sm"
      variant="secondary"
      onClick={draft}
      disabled={busy}
      // Two on the lead's page: each says which reply it drafts.
      aria-label={`Draft a reply for the ${channel === "chat" ? "chat" : "email"}`}
    >
      <Sparkles className="size-4" aria-hidden />
      {busy ? "Drafting…" : "Draft a reply"}
    </Button>
  );
}
