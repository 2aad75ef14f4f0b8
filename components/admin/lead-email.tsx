"use client";

// The owner's email to a lead, from the lead's page: a template to start from, subject and
// message, sent through the site's outbox. A repeated click or a retried request carries the
// same Idempotency-Key while the text is unchanged, so the lead gets it once.
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { Send } from "@/components/ui/icons";
import { toast } from "@/components/ui/toaster";
import { emailLeadAction } from "@/lib/actions/leads";
import { failureMessage, runAction } from "@/lib/admin/client";
import type { ReplyTemplate } from "@/lib/leads/reply-templates";
import { DraftButton } from "./draft-button";
import { Field, fieldClass } from "./security/card";

const mailto = (to: string, subject: string, body: string) =>
  `mailto:${to}?${new URLSearchParams({ subject, body }).toString().replace(/\+/g, "%20")}`;

export function EmailLead({
  leadId,
  to,
  templates,
  canSend,
}: {
  leadId: string;
  to: string;
  templates: ReplyTemplate[];
  /** Whether the site can send email (SMTP set up); otherwise the owner's mail program. */
  canSend: boolean;
}) {
  const uid = useId();
  const router = useRouter();
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [busy, setBusy] = useState(false);
  // Started from the model's draft: the email is labelled so, edited or not.
  const [aiDrafted, setAiDrafted] = useState(false);
  const key = useRef<string | null>(null);

  function edit(change: { subject?: string; body?: string }) {
    key.current = null;
    if (change.subject !== undefined) setSubject(change.subject);
    if (change.body !== undefined) setBody(change.body);
  }

  function applyTemplate(id: string) {
    const t = templates.find((x) => x.id === id);
    if (t) edit({ subject: t.subject, body: t.body });
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!subject.trim() || !body.trim() || busy) return;
    setBusy(true);
    key.current ??= crypto.randomUUID();
    try {
      const idempotency = key.current;
      await runAction(() =>
        emailLeadAction({ leadId, subject, body, key: idempotency, ai_drafted: aiDrafted }),
      );
      toast({ title: "Email on its way", description: `To ${to}` });
      edit({ subject: "", body: "" });
      setAiDrafted(false);
      router.refresh();
    } catch (err) {
      toast({
        title: "Email not sent",
        description: failureMessage(err, "Please try again."),
        variant: "error",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={send} aria-label="Write an email" className="mt-3 space-y-3">
      <Field id={`${uid}-template`} label="Start from">
        <select
          id={`${uid}-template`}
          defaultValue=""
          onChange={(e) => applyTemplate(e.target.value)}
          className={fieldClass}
        >
          <option value="">A blank email</option>
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </select>
      </Field>
      <DraftButton
        leadId={leadId}
        channel="email"
        onDraft={(d) => {
          edit({ subject: d.subject, body: d.body });
          setAiDrafted(d.ai);
        }}
      />
      <Field id={`${uid}-subject`} label="Subject">
        <input
          id={`${uid}-subject`}
          value={subject}
          maxLength={200}
          required
          onChange={(e) => edit({ subject: e.target.value })}
          className={fieldClass}
        />
      </Field>
      <Field id={`${uid}-body`} label="Message">
        <textarea
          id={`${uid}-body`}
          value={body}
          maxLength={20_000}
          rows={9}
          required
          onChange={(e) => edit({ body: e.target.value })}
          className={`${fieldClass} h-auto py-2 leading-6`}
        />
      </Field>
      {canSend ? (
        <Button type="submit" size="sm" disabled={busy || !subject.trim() || !body.trim()}>
          <Send className="size-4" aria-hidden />
          {busy ? "Sending…" : "Send email"}
        </Button>
      ) : (
        <div className="rounded-xl bg-surface p-3 text-sm text-ink">
          <p>
            This site is not set up to send email, so the message opens in your own mail program.
          </p>
          <a
            href={mailto(to, subject, body)}
            className={buttonClasses({ size: "sm", variant: "secondary", className: "mt-2" })}
          >
            <Send className="size-4" aria-hidden />
            Open in my mail program
          </a>
        </div>
      )}
    </form>
  );
}
