// The frame of the sign-in screens (password, code, forgotten password, a link's new password).
import type { ComponentType, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { LoaderCircle } from "@/components/ui/icons";

export function AuthCard({
  id,
  icon: Icon,
  title,
  intro,
  children,
  below,
}: {
  /** The heading's id is `${id}-title`, for the form's aria-labelledby. */
  id: string;
  icon?: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  title: string;
  intro: ReactNode;
  children: ReactNode;
  below?: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-16 sm:py-24">
      <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
        {Icon && (
          <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden />
          </span>
        )}
        <h1
          id={`${id}-title`}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-ink focus:outline-none"
        >
          {title}
        </h1>
        <p className="mt-2 text-sm text-muted">{intro}</p>
        {children}
      </div>
      {below && <div className="mt-6 text-center text-sm">{below}</div>}
    </div>
  );
}

export function SubmitButton({
  pending,
  label,
  busyLabel,
}: {
  pending: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={pending} className="w-full">
      {pending && <LoaderCircle className="size-5 animate-spin" aria-hidden />}
      {pending ? busyLabel : label}
    </Button>
  );
}

/** The sign-in screens' alert: a little roomier than the settings cards' FormError. */
export function AuthAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      {message}
    </p>
  );
}
