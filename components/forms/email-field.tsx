"use client";

// An email field that says what is wrong with the address under itself, like the contact form,
// instead of the browser's bubble. Before the script runs the browser's own check stays on (the
// form may be posted as plain HTML); `noValidate` turns it off once this code is there.
import { useEffect, useRef, useState } from "react";
import { emailProblem } from "@/lib/validations/patterns";
import "./form.css";

export function useEmailField() {
  const [problem, setProblem] = useState<string | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const ref = useRef<HTMLInputElement>(null);
  /** The form's address, trimmed; null (with the field marked and focused) when it is wrong. */
  const check = (form: HTMLFormElement): string | null => {
    const email = String(new FormData(form).get("email") ?? "").trim();
    const found = emailProblem(email);
    setProblem(found);
    if (found) ref.current?.focus();
    return found ? null : email;
  };
  return { problem, setProblem, ref, noValidate: enhanced, check };
}

export function EmailField({ id, field }: { id: string; field: ReturnType<typeof useEmailField> }) {
  const { problem, setProblem, ref } = field;
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        Email
      </label>
      <input
        ref={ref}
        id={id}
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder="you@company.com"
        maxLength={254}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={() => problem && setProblem(null)}
        className="input-field mt-0"
      />
      {problem && (
        <p id={`${id}-error`} className="field-error">
          {problem}
        </p>
      )}
    </div>
  );
}
