"use client";

// Who works this lead: one of the site's admins, or nobody; saved through the lead's one change
// action (the history keeps each change with the names).
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "@/components/ui/toaster";
import { changeLeadAction } from "@/lib/actions/leads";
import { failureMessage, runAction } from "@/lib/admin/client";
import { fieldClass } from "./security/card";

export type AssigneeOption = { id: string; name: string };

export function LeadAssignee({
  leadId,
  assigneeId,
  admins,
}: {
  leadId: string;
  assigneeId: string | null;
  admins: AssigneeOption[];
}) {
  const id = useId();
  const router = useRouter();
  const [value, setValue] = useState(assigneeId ?? "");
  const [busy, setBusy] = useState(false);

  async function assign(next: string) {
    const before = value;
    setValue(next);
    setBusy(true);
    try {
      await runAction(() =>
        changeLeadAction({ leadId, change: { assignee_id: next === "" ? null : next } }),
      );
      const who = admins.find((a) => a.id === next)?.name;
      toast({ title: who ? `Assigned to ${who}` : "Unassigned" });
      router.refresh();
    } catch (err) {
      setValue(before);
      toast({
        title: "Not assigned",
        description: failureMessage(err, "The change could not be saved. Please try again."),
        variant: "error",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-4 border-t border-line pt-4">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Assigned to
      </label>
      <select
        id={id}
        value={value}
        disabled={busy}
        onChange={(e) => void assign(e.target.value)}
        className={fieldClass}
      >
        <option value="">Nobody yet</option>
        {admins.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </select>
    </div>
  );
}
