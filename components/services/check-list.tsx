import type { TitledText } from "@/content/types";
import "./services.css";

/** A two-column list of benefits after check marks; a titled item's title is bold, not a
 * heading, so the outline stays short. */
export function CheckList({ items }: { items: readonly (string | TitledText)[] }) {
  return (
    <ul className="cl">
      {items.map((item, i) =>
        typeof item === "string" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content; a key is written into the RSC payload
          <li key={i}>{item}</li>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <li key={i}>
            <b>{item.title}</b>
            {item.description}
          </li>
        ),
      )}
    </ul>
  );
}
