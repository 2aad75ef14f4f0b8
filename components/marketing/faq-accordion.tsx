// The FAQ: one answer open at a time, and clicking the open question closes it. Native
// <details> elements sharing a name do exactly that (and announce their state to assistive
// technology) without any JavaScript.
import { ChevronDown } from "@/components/ui/icons";

export type FaqItem = { id: string; question: string; answer: string };

export function FaqAccordion({ items, name = "faq" }: { items: FaqItem[]; name?: string }) {
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
      {items.map((item) => (
        <details key={item.id} name={name}>
          <summary className="faq-q">
            <h3>{item.question}</h3>
            <ChevronDown className="faq-chevron" aria-hidden />
          </summary>
          <div className="px-5 pb-5 sm:px-6">
            <p className="leading-7 text-muted">{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
