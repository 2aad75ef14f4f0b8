import type { TitledText } from "@/content/types";

/** Example scenarios as numbered cards on a light band. */
export function UseCaseGrid({ items }: { items: readonly TitledText[] }) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-2">
      {items.map((item, index) => (
        <li
          key={item.title}
          className="flex gap-5 rounded-card border border-line bg-white p-6 shadow-card"
        >
          <span
            aria-hidden
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-300/25 text-sm font-bold text-accent-700"
          >
            {String(index + 1).padStart(2, "0")}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
            <p className="mt-2 leading-7 text-muted">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
