"use client";

// Who new chat leads go to: the owners' rule (nobody, one admin, or in turn), and each admin's own
// choice to take them in turn.
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import {
  editorScopeAction,
  saveAssignmentRuleAction,
  takeNewLeadsAction,
} from "@/lib/actions/pipeline";
import { failureMessage, runAction } from "@/lib/admin/client";
import type { AssignmentRule } from "@/lib/validations/pipeline";
import { fieldClass } from "../security/card";

type Admin = { id: string; name: string; takesNewLeads: boolean };

const ruleValue = (rule: AssignmentRule) =>
  rule.mode === "admin" ? `admin:${rule.admin_id}` : rule.mode;

function ruleOf(value: string): AssignmentRule {
  if (value.startsWith("admin:")) return { mode: "admin", admin_id: value.slice(6) };
  return { mode: value === "round_robin" ? "round_robin" : "none" };
}

export function Assignment({
  rule,
  admins,
  meId,
  owner,
  editorsOwnOnly,
}: {
  rule: AssignmentRule;
  admins: Admin[];
  meId: string;
  owner: boolean;
  /** Editors see only the leads assigned to them. */
  editorsOwnOnly: boolean;
}) {
  const id = useId();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [takes, setTakes] = useState(admins.find((a) => a.id === meId)?.takesNewLeads ?? false);
  const inTurn = admins.filter((a) => (a.id === meId ? takes : a.takesNewLeads));

  async function saveRule(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("rule") ?? "none");
    setBusy(true);
    try {
      await runAction(() => saveAssignmentRuleAction(ruleOf(value)));
      toast({ title: "Saved: new chat leads follow this rule" });
      router.refresh();
    } catch (err) {
      toast({
        title: "Not saved",
        description: failureMessage(err, "The rule could not be saved. Please try again."),
        variant: "error",
      });
    } finally {
      setBusy(false);
    }
  }

  const [ownOnly, setOwnOnly] = useState(editorsOwnOnly);
  async function limitEditors(next: boolean) {
    setOwnOnly(next);
    try {
      await runAction(() => editorScopeAction({ editors_own_leads_only: next }));
      toast({
        title: next ? "Editors now see only their own leads" : "Editors now see every lead",
      });
    } catch (err) {
      setOwnOnly(!next);
      toast({
        title: "Not saved",
        description: failureMessage(err, "The change could not be saved. Please try again."),
        variant: "error",
      });
    }
  }

  async function toggle(next: boolean) {
    setTakes(next);
    try {
      await runAction(() => takeNewLeadsAction({ takes_new_leads: next }));
      toast({
        title: next ? "You take new chat leads in turn" : "You no longer take new chat leads",
      });
    } catch (err) {
      setTakes(!next);
      toast({
        title: "Not saved",
        description: failureMessage(err, "Your choice could not be saved. Please try again."),
        variant: "error",
      });
    }
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        Who gets new chat leads
      </h2>
      {owner ? (
        <form onSubmit={saveRule} className="mt-3 flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1 sm:max-w-md">
            <label htmlFor={`${id}-rule`} className="text-sm font-medium text-ink">
              New chat leads go to
            </label>
            <select
              id={`${id}-rule`}
              name="rule"
              defaultValue={ruleValue(rule)}
              className={fieldClass}
            >
              <option value="none">Nobody: assign them by hand</option>
              <option value="round_robin">
                In turn, among those who take them ({inTurn.length})
              </option>
              {admins.map((a) => (
                <option key={a.id} value={`admin:${a.id}`}>
                  {a.name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary" size="sm" disabled={busy}>
            Save rule
          </Button>
        </form>
      ) : (
        <p className="mt-2 text-sm text-muted">
          {rule.mode === "none"
            ? "New chat leads are assigned by hand."
            : rule.mode === "round_robin"
              ? "New chat leads go in turn to those who take them."
              : `New chat leads go to ${admins.find((a) => a.id === rule.admin_id)?.name ?? "an admin"}.`}
        </p>
      )}
      {owner ? (
        <label className="mt-4 flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={ownOnly}
            onChange={(e) => void limitEditors(e.target.checked)}
            className="size-4 rounded border-line"
          />
          Editors see only the leads assigned to them
        </label>
      ) : ownOnly ? (
        <p className="mt-2 text-sm text-muted">You see the leads assigned to you.</p>
      ) : null}
      <label className="mt-4 flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={takes}
          onChange={(e) => void toggle(e.target.checked)}
          className="size-4 rounded border-line"
        />
        Give me new chat leads in turn
      </label>
      <p className="mt-1 text-xs text-muted">
        {inTurn.length > 0
          ? `Taking them in turn: ${inTurn.map((a) => a.name).join(", ")}.`
          : "Nobody takes them in turn yet."}
      </p>
    </section>
  );
}
