"use client";

// Tags as removable chips, typed into a combobox that suggests the tags already in use.
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { X } from "@/components/ui/icons";
import { cn } from "@/lib/utils/cn";
import { fieldClass } from "../security/card";

const MAX_TAGS = 12;
const MAX_TAG_LENGTH = 50;
const SHOWN = 8;

export function TagInput({
  label = "Tags",
  value,
  onChange,
  suggestions,
}: {
  label?: string;
  value: string[];
  onChange: (tags: string[]) => void;
  suggestions: string[];
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [notice, setNotice] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const taken = new Set(value.map((t) => t.toLowerCase()));
  const query = text.trim().toLowerCase();
  const options = suggestions
    .filter((s) => !taken.has(s.toLowerCase()) && s.toLowerCase().includes(query))
    .slice(0, SHOWN);
  const expanded = open && options.length > 0;
  const full = value.length >= MAX_TAGS;

  function add(tags: string[]) {
    const next = [...value];
    const seen = new Set(taken);
    let refused: string | null = null;
    for (const raw of tags) {
      const tag = raw.trim();
      if (!tag || seen.has(tag.toLowerCase())) continue;
      if (next.length >= MAX_TAGS) refused = `At most ${MAX_TAGS} tags.`;
      else if (tag.length > MAX_TAG_LENGTH)
        refused = `A tag has at most ${MAX_TAG_LENGTH} characters.`;
      else {
        next.push(tag);
        seen.add(tag.toLowerCase());
      }
    }
    setNotice(refused);
    if (next.length !== value.length) onChange(next);
    setText("");
    setActive(-1);
    // Closed until the next keystroke, so it does not cover the fields below it.
    setOpen(false);
  }

  function remove(tag: string) {
    onChange(value.filter((t) => t !== tag));
    setNotice(null);
  }

  function typed(input: string) {
    if (input.includes(",")) {
      const parts = input.split(",");
      const rest = parts.pop() ?? "";
      add(parts);
      setText(rest);
      if (!rest) return;
    } else {
      setText(input);
      setActive(-1);
    }
    setOpen(true);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === "ArrowDown" ? 0 : options.length - 1);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === "Enter") {
      // Enter adds a tag; it never submits the form around it.
      event.preventDefault();
      if (expanded && active >= 0 && options[active]) add([options[active]]);
      else if (text.trim()) add([text]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Backspace" && text === "") {
      const last = value.at(-1);
      if (last !== undefined) remove(last);
    }
  }

  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={`${id}-input`} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {value.length > 0 && (
        <ul aria-label={`Chosen ${label.toLowerCase()}`} className="mt-1.5 flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-pill bg-brand-50 py-0.5 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset"
            >
              <span className="truncate">{tag}</span>
              <button
                type="button"
                onClick={() => {
                  remove(tag);
                  // The button goes with its tag: the focus goes back to the input.
                  inputRef.current?.focus();
                }}
                aria-label={`Remove tag ${tag}`}
                className="rounded-full p-1 text-brand-800 hover:bg-brand-100"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          value={text}
          maxLength={MAX_TAG_LENGTH * 4}
          placeholder={full ? "" : "Add a tag"}
          onChange={(e) => typed(e.target.value)}
          onKeyDown={keyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            // A tag typed and left (a tap on Publish, on a phone) is added, not dropped.
            if (text.trim()) add([text]);
            setOpen(false);
            setActive(-1);
          }}
          className={fieldClass}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={`${label} in use`}
          className={cn(
            "absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-xl border border-line bg-white py-1 shadow-lift",
            !expanded && "hidden",
          )}
        >
          {options.map((option, i) => (
            // The keyboard works in the combobox (aria-activedescendant): options take no focus.
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
            <div
              key={option}
              id={`${id}-option-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              // Keeps the focus in the input.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => add([option])}
              className={cn(
                "cursor-pointer px-3 py-2 text-sm text-ink",
                i === active ? "bg-brand-100" : "hover:bg-brand-50",
              )}
            >
              {option}
            </div>
          ))}
        </div>
      </div>
      <p id={hintId} className="mt-1 text-xs text-muted">
        Press Enter or type a comma to add a tag; up to {MAX_TAGS}. {value.length} of {MAX_TAGS}{" "}
        used.
      </p>
      {notice && (
        <p role="alert" className="mt-1 text-xs font-medium text-amber-800">
          {notice}
        </p>
      )}
    </div>
  );
}
