"use client";

import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
// The contact form. The shared zod schema is loaded on submit, so the page carries no validator
// weight until someone writes to us. What they typed is kept until the server has stored it.
import { LoaderCircle, Send } from "@/components/ui/icons";
import { dismissToast, toast } from "@/components/ui/toaster";
import { readAttribution } from "@/lib/attribution";
import { type ContactFieldName, contactLimits } from "@/lib/validations/contact-fields";
import { ContactSent } from "./contact-sent";
import "./form.css";

type Values = Record<ContactFieldName, string>;
type Errors = Partial<Record<ContactFieldName, string>>;
const emptyValues: Values = { name: "", email: "", company: "", service: "", message: "" };
const fieldOrder: ContactFieldName[] = ["name", "email", "company", "service", "message"];

/** 128 random bits in hex (randomUUID needs a secure context; getRandomValues does not). */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export type ContactFormProps = {
  serviceOptions: ReadonlyArray<{ value: string; label: string }>;
  submitLabel: string;
  successTitle: string;
  successDescription: string;
  /** What the form says once sent ("{name}": the first name, "{email}": the address). */
  sentCard: { heading: string; steps: string[] };
};

export function ContactForm({
  serviceOptions,
  submitLabel,
  successTitle,
  successDescription,
  sentCard,
}: ContactFormProps) {
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Who sent the message: the success state offers the calendar with their name and email.
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  // One key per message sent: a retry of the same message (its answer lost to the network)
  // carries it again, so the server stores it once; an edited message gets a new one.
  const submission = useRef<{ body: string; key: string } | null>(null);
  // The last "not sent" toast: a later success takes it away, it no longer holds.
  const failedToast = useRef<number | null>(null);
  // Reached from a booking button while the site has no calendar (/book): a call request, with
  // what the visitor told the chat already filled in. Read after load: the page stays static.
  const [callRequest, setCallRequest] = useState(false);
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search);
    if (asked.get("intent") !== "call") return;
    setCallRequest(true);
    setValues((v) => ({
      ...v,
      name: v.name || (asked.get("name") ?? "").slice(0, contactLimits.name),
      email: v.email || (asked.get("email") ?? "").slice(0, contactLimits.email),
    }));
  }, []);

  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const set = (name: ContactFieldName) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    if (errors[name]) setErrors((prev) => ({ ...prev, [name]: undefined }));
  };

  const focusField = (name: ContactFieldName) =>
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    // zod must be told not to probe eval (CSP) before any schema of it is built or used.
    await import("@/lib/validations/browser-config");
    const [{ contactSchemaFor }, { apiErrorMessage }] = await Promise.all([
      import("@/lib/validations/contact"),
      import("@/lib/validations/api"),
    ]);
    const parsed = contactSchemaFor(serviceOptions.map((o) => o.value)).safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as ContactFieldName;
        next[field] ??= issue.message;
      }
      setErrors(next);
      const first = fieldOrder.find((f) => next[f]);
      if (first) focusField(first);
      return;
    }
    setPending(true);
    const body = JSON.stringify({
      ...parsed.data,
      intent: callRequest ? "call" : undefined,
      attribution: readAttribution() ?? undefined,
    });
    if (submission.current?.body !== body) submission.current = { body, key: randomKey() };
    try {
      const res = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": submission.current.key },
        body,
      });
      if (!res.ok) {
        const message = apiErrorMessage(await res.json().catch(() => null));
        throw new Error(message ?? `We couldn't send your message (error ${res.status}).`);
      }
      submission.current = null;
      if (failedToast.current !== null) dismissToast(failedToast.current);
      failedToast.current = null;
      setValues(emptyValues);
      setErrors({});
      setSent({ name: values.name, email: values.email });
      toast({ title: successTitle, description: successDescription });
    } catch (err) {
      const message =
        err instanceof TypeError
          ? "We couldn't reach the server. Check your connection and try again."
          : err instanceof Error
            ? err.message
            : "We couldn't send your message. Please try again.";
      setFormError(message);
      if (failedToast.current !== null) dismissToast(failedToast.current);
      failedToast.current = toast({
        title: "Message not sent",
        description: message,
        variant: "error",
      });
    } finally {
      setPending(false);
    }
  }

  const fieldProps = (name: ContactFieldName) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: set(name),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    className: "input-field",
  });

  const label = (name: ContactFieldName, text: string, required = false) => (
    <label htmlFor={`${id}-${name}`}>
      {text}
      {required ? <span aria-hidden> *</span> : <small> (optional)</small>}
    </label>
  );

  const error = (name: ContactFieldName) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;

  const textField = (
    name: "name" | "email" | "company",
    text: string,
    {
      type = "text",
      autoComplete,
      required = false,
    }: { type?: string; autoComplete: string; required?: boolean },
  ) => (
    <div>
      {label(name, text, required)}
      <input
        {...fieldProps(name)}
        type={type}
        autoComplete={autoComplete}
        required={required}
        maxLength={contactLimits[name]}
      />
      {error(name)}
    </div>
  );

  if (sent) {
    return (
      <ContactSent
        who={sent}
        card={sentCard}
        offerCall={!callRequest}
        onAnother={() => setSent(null)}
      />
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="form"
      aria-label={callRequest ? "Request a call" : "Contact form"}
    >
      {callRequest && (
        <p className="font-medium text-ink">
          Request a call: leave your details and we'll email you within 24 hours to set a time.
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {textField("name", "Full name", { autoComplete: "name", required: true })}
        {textField("email", "Email", { type: "email", autoComplete: "email", required: true })}
        {textField("company", "Company", { autoComplete: "organization" })}
        <div>
          {label("service", "Service")}
          <select {...fieldProps("service")}>
            <option value="">Choose a service</option>
            {serviceOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          {error("service")}
        </div>
      </div>
      <div>
        {label("message", "Project details")}
        <textarea
          {...fieldProps("message")}
          rows={5}
          maxLength={contactLimits.message}
          placeholder={
            callRequest
              ? "When suits you, and what would you like to talk about?"
              : "What would you like to automate or build?"
          }
        />
        {error("message")}
      </div>
      {formError && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
        {pending ? (
          <LoaderCircle className="size-5 animate-spin" aria-hidden />
        ) : (
          <Send className="size-5" aria-hidden />
        )}
        {pending ? "Sending…" : callRequest ? "Request a call" : submitLabel}
      </Button>
    </form>
  );
}
