import { cn } from "@/lib/utils/cn";

/** A short list of points, each after a green check (or a grey cross for what is missing). */
export function CheckItems({
  items,
  mark = "check",
  className,
}: {
  items: readonly string[];
  mark?: "check" | "cross";
  className?: string;
}) {
  return (
    <ul className={cn("chk", mark === "cross" && "x", className)}>
      {/* Index keys: the list never reorders, and a key is written into the RSC payload. */}
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static content, see above
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}
