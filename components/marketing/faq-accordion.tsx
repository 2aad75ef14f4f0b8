"use client";

// The FAQ: one answer open at a time; clicking the open question closes it.
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "@/lib/utils/cn";

export type FaqItem = { id: string; question: string; answer: string };

export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-${item.id}-q`;
        const panelId = `${baseId}-${item.id}-a`;
        return (
          <div key={item.id}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-surface sm:px-6"
              >
                {item.question}
                <ChevronDown
                  className={cn(
                    "size-5 shrink-0 text-brand-600 transition-transform",
                    open && "rotate-180",
                  )}
                  aria-hidden
                />
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 sm:px-6"
            >
              <p className="leading-7 text-muted">{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
