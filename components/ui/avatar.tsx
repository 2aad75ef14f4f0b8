import { Picture } from "@/components/ui/picture";
import { cn } from "@/lib/utils/cn";
import "./avatar.css";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("");

/** One of four brand gradients (app/site.css `.av.t0`…`.t3`): a person always gets the same one. */
const toneOf = (name: string) => `t${[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 4}`;

/** Monogram sizes the stylesheet knows; any other is set inline. */
const sizeClass: Record<number, string> = { 48: "", 64: " s64", 96: " s96" };

/** A person's photo, or a monogram of their initials; the name is always written beside it, so
 * the monogram is not announced. */
export function Avatar({
  name,
  image,
  size = 48,
  className,
}: {
  name: string;
  image?: string | null;
  size?: number;
  className?: string;
}) {
  if (image) {
    return (
      <Picture
        src={image}
        alt={`Portrait of ${name}`}
        width={size}
        height={size}
        className={cn("shrink-0 rounded-full object-cover", className)}
        style={{ width: size, height: size }}
      />
    );
  }
  const known = size in sizeClass;
  return (
    <span
      aria-hidden
      className={cn(`av ${toneOf(name)}${sizeClass[size] ?? ""}`, className)}
      {...(known
        ? {}
        : { style: { width: size, height: size, fontSize: Math.round(size * 0.38) } })}
    >
      {initials(name)}
    </span>
  );
}
