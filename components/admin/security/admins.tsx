"use client";

// The admins (owners only). Never the last owner removed; each change asks for the password
// again after a while (step-up-dialog.tsx).
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { changeRoleAction, inviteAdminAction, removeAdminAction } from "@/lib/actions/admins";
import { failureMessage, runAction } from "@/lib/admin/client";
import type { AdminList, AdminRoleName } from "@/lib/validations/auth";
import { Field, FormError, fieldClass, SettingsCard } from "./card";

export function AdminsCard({ admins }: AdminList) {
  const id = useId();
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<AdminRoleName>("editor");
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);

  async function invite(event: FormEvent) {
    event.preventDefault();
    if (inviting) return;
    setError(null);
    setInviting(true);
    try {
      const invited = await runAction(() => inviteAdminAction({ email, name, role }));
      setLink(invited.invite_url);
      setEmail("");
      setName("");
      setRole("editor");
      router.refresh();
    } catch (err) {
      setError(failureMessage(err, "The invitation could not be created."));
    } finally {
      setInviting(false);
    }
  }

  async function remove(adminId: string, label: string) {
    if (!window.confirm(`Remove ${label}? They will no longer be able to sign in.`)) return;
    setError(null);
    try {
      await runAction(() => removeAdminAction({ adminId }));
      toast({ title: "Admin removed" });
      router.refresh();
    } catch (err) {
      setError(failureMessage(err, "The admin could not be removed."));
    }
  }

  async function changeRole(adminId: string, next: AdminRoleName, label: string) {
    setError(null);
    try {
      await runAction(() => changeRoleAction({ adminId, role: next }));
      toast({ title: `${label} is now ${next === "owner" ? "an owner" : "an editor"}` });
    } catch (err) {
      setError(failureMessage(err, "The role could not be changed."));
    }
    // Refused or not, the list shows the stored roles.
    router.refresh();
  }

  return (
    <SettingsCard id={`${id}-title`} title="Admins">
      <p className="mb-3 text-sm text-muted">
        Owners manage admins, security and privacy requests; editors work leads and content.
      </p>
      {
        <ul aria-label="Admins" className="divide-y divide-line">
          {admins.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {a.name} {a.current && <span className="text-sm text-muted">(you)</span>}
                </p>
                <p className="truncate text-sm text-muted">
                  {a.email} ·{" "}
                  {a.invite_pending
                    ? "invitation not accepted yet"
                    : a.mfa_enabled
                      ? "two-factor on"
                      : "two-factor off"}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <label className="sr-only" htmlFor={`${id}-role-${a.id}`}>
                  Role of {a.name}
                </label>
                <select
                  id={`${id}-role-${a.id}`}
                  value={a.role}
                  onChange={(e) => void changeRole(a.id, e.target.value as AdminRoleName, a.name)}
                  className={`${fieldClass} h-9 w-auto py-1`}
                >
                  <option value="owner">Owner</option>
                  <option value="editor">Editor</option>
                </select>
                {!a.current && (
                  <Button variant="secondary" size="sm" onClick={() => remove(a.id, a.name)}>
                    Remove<span className="sr-only"> {a.name}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      }
      <form
        onSubmit={invite}
        className="mt-4 grid gap-3 border-t border-line pt-4 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end"
      >
        <Field id={`${id}-name`} label="Name">
          <input
            id={`${id}-name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            className={fieldClass}
          />
        </Field>
        <Field id={`${id}-email`} label="Email">
          <input
            id={`${id}-email`}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={fieldClass}
          />
        </Field>
        <Field id={`${id}-role`} label="Role">
          <select
            id={`${id}-role`}
            value={role}
            onChange={(e) => setRole(e.target.value as AdminRoleName)}
            className={fieldClass}
          >
            <option value="editor">Editor</option>
            <option value="owner">Owner</option>
          </select>
        </Field>
        <Button type="submit" disabled={!email || !name || inviting}>
          {inviting ? "Inviting…" : "Invite admin"}
        </Button>
      </form>
      <div className="mt-3">
        <FormError message={error} />
      </div>
      {link && (
        <div
          role="status"
          className="mt-3 rounded-xl border border-brand-100 bg-brand-50 p-3 text-sm text-ink"
        >
          Send this link to the new admin (it works once, for 7 days):
          <code className="mt-1 block break-all font-mono text-xs">{link}</code>
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            onClick={() =>
              void navigator.clipboard?.writeText(link).then(() => toast({ title: "Link copied" }))
            }
          >
            Copy link
          </Button>
        </div>
      )}
    </SettingsCard>
  );
}
