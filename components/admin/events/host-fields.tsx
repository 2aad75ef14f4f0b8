"use client";

// The event's hosts: a name, a role, what they cover and a photo per row; a new row takes the
// focus, a removed one hands it to the row that took its place.
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Plus, X } from "@/components/ui/icons";
import { EVENT_LIMITS } from "@/lib/validations/events";
import { textareaClass } from "../content/fields";
import { ImageField } from "../content/image-field";
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
        Shown on the event's page with their photo (or initials) and what they cover. Up to{" "}
        {EVENT_LIMITS.hosts}.
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
                <div className="min-w-0 sm:col-span-2">
                  <label
                    htmlFor={`${id}-bio-${i}`}
                    className="block text-sm font-semibold text-ink"
                  >
                    What they cover <span className="font-normal text-muted">(optional)</span>
                  </label>
                  <textarea
                    id={`${id}-bio-${i}`}
                    value={host.bio}
                    maxLength={300}
                    rows={2}
                    onChange={(e) => set(i, { bio: e.target.value })}
                    className={textareaClass}
                  />
                </div>
                <div className="min-w-0 sm:col-span-2">
                  <ImageField
                    label={`Photo of host ${i + 1}`}
                    value={host.photo}
                    onChange={(photo) => set(i, { photo })}
                    hint="Square works best; without one, their initials are shown."
                    compact
                  />
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="justify-self-start sm:col-start-3 sm:row-start-1"
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
