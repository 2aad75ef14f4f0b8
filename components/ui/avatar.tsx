import { Picture } from "@/components/ui/picture";
import { cn } from "@/lib/utils/cn";

// Brand-coloured backgrounds for monograms; a person always gets the same one.
const tones = [
  "from-brand-500 to-brand-800",
  "from-brand-400 to-brand-700",
  "from-accent-500 to-brand-700",
  "from-brand-600 to-brand-950",
];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("");

const toneOf = (name: string) =>
  tones[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % tones.length];

/**
 * A person's picture: their photo when content gives one (a path under public/ or an uploaded
 * URL), otherwise a monogram of their initials in the brand's colours.
 */
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
  return (
    <span
      role="img"
      aria-label={name}
      className={cn(
        "relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br font-semibold tracking-wide text-white ring-4 ring-white",
        toneOf(name),
        className,
      )}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }}
    >
      <span
        aria-hidden
        className="absolute -right-1/4 -top-1/4 size-3/4 rounded-full bg-white/10"
      />
      <span aria-hidden className="relative">
        {initials(name)}
      </span>
    </span>
  );
}
