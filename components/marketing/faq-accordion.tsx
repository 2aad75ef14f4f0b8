import "./faq-accordion.css";
// The FAQ: one answer open at a time, and clicking the open question closes it. Native
// <details> elements sharing a name do exactly that (and announce their state to assistive
// technology) without any JavaScript. The chevron is drawn by the stylesheet (`.faq`).

export type FaqItem = { id: string; question: string; answer: string };

export function FaqAccordion({ items, name = "faq" }: { items: FaqItem[]; name?: string }) {
  return (
    <div className="faq">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static content; a key is written into the RSC payload
        <details key={i} name={name}>
          <summary>
            <h3>{item.question}</h3>
          </summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
