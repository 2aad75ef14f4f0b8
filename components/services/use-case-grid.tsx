import type { TitledText } from "@/content/types";
import "./services.css";

/** Example scenarios as numbered cards (01, 02… drawn by the stylesheet, `.ucs`). */
export function UseCaseGrid({ items }: { items: readonly TitledText[] }) {
  return (
    <ol className="ucs">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static content; a key is written into the RSC payload
        <li key={i}>
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </ol>
  );
}
