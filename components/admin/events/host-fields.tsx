"use client";

// The event's hosts, a name and a role per row; a new row takes the focus, a removed one hands
// it to the row that took its place.
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Plus, X } from "@/components/ui/icons";
import { EVENT_LIMITS } from "@/lib/validations/events";
import { fieldClass } from "../security/card";
import { type HostRow, newHost } from "./event-form";
import { useRowFocus } from "./use-row-focus";

export function HostFields({
  value,
  onChange,
}: {
  value: HostRow[];
  onChange: (hosts: HostRow[]) => void;
}) {
  const id = useId();
  const { addRef, focusRow } = useRowFocus(id);

  const set = (index: number, change: Partial<HostRow>) =>
    onChange(value.map((h, i) => (i === index ? { ...h, ...change } : h)));

  function add() {
    focusRow.current = value.length;
    onChange([...value, newHost()]);
  }

  function remove(index: number) {
    focusRow.current = index < value.length - 1 ? index : -1;
    onChange(value.filter((_, i) => i !== index));
  }

  return (
    <div>
      <p className="text-xs text-muted">
        Shown on the event's page as “name, role”. Up to {EVENT_LIMITS.hosts}.
      </p>
      {value.length > 0 && (
        <ol className="mt-3 space-y-3">
          {value.map((host, i) => (
            <li key={host.key}>
              <fieldset className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
                <legend className="sr-only">Host {i + 1}</legend>
                <div className="min-w-0">
                  <label
                    htmlFor={`${id}-name-${i}`}
                    className="block text-sm font-semibold text-ink"
                  >
                    Host name
                  </label>
                  <input
                    id={`${id}-name-${i}`}
                    value={host.name}
                    maxLength={80}
                    autoComplete="off"
                    onChange={(e) => set(i, { name: e.target.value })}
                    className={fieldClass}
                  />
                </div>
                <div className="min-w-0">
                  <label
                    htmlFor={`${id}-role-${i}`}
                    className="block text-sm font-semibold text-ink"
                  >
                    Role
                  </label>
                  <input
                    id={`${id}-role-${i}`}
                    value={host.role}
                    maxLength={80}
                    autoComplete="off"
                    onChange={(e) => set(i, { role: e.target.value })}
                    className={fieldClass}
                  />
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => remove(i)}
                  aria-label={`Remove host ${i + 1}${host.name ? ` (${host.name})` : ""}`}
                >
                  <X className="size-4" aria-hidden />
                  Remove
                </Button>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <Button
        ref={addRef}
        variant="secondary"
        size="sm"
        className="mt-3"
        onClick={add}
        disabled={value.length >= EVENT_LIMITS.hosts}
      >
        <Plus className="size-4" aria-hidden />
        Add a host
      </Button>
    </div>
  );
}
