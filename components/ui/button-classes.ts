// The button look as class names, apart from the components: a page that only needs the classes
// (the error page) does not pull in next/link with them.
import { cn } from "@/lib/utils/cn";

export type Variant =
  | "primary"
  | "secondary"
  | "ghost"
  | "inverse"
  | "outline-inverse"
  | "danger"
  | "danger-outline";
type Size = "sm" | "md" | "lg";

// The look of each variant and size is named once in app/site.css (`.btn`, `.pri`, `.lg`…):
// a button costs a few letters in the markup.
const variants: Record<Variant, string> = {
  primary: "pri",
  secondary: "out",
  ghost: "gho",
  inverse: "inv",
  "outline-inverse": "oinv",
  danger: "dan",
  "danger-outline": "dano",
};

const sizes: Record<Size, string> = { sm: " sm", md: "", lg: " lg" };

export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: {
  variant?: Variant;
  size?: Size;
  className?: string;
} = {}) {
  return cn(`btn ${variants[variant]}${sizes[size]}`, className);
}

export type ButtonStyle = { variant?: Variant; size?: Size };
