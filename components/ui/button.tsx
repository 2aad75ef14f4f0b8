import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";
import { type ButtonStyle, buttonClasses } from "./button-classes";

export { buttonClasses };

type Style = ButtonStyle;

export function Button({ variant, size, className, ...props }: ComponentProps<"button"> & Style) {
  return (
    <button type="button" className={buttonClasses({ variant, size, className })} {...props} />
  );
}

export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof Link> & Style) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}

/** A link that opens a new tab: no handle on our window, and "opens in a new tab" (the root
 * layout's #nt) read after its name. */
export const NEW_TAB = {
  target: "_blank",
  rel: "noopener noreferrer",
  "aria-describedby": "nt",
} as const;

/** A link to another site, opened in a new tab without handing it our window. */
export function ExternalLink({
  href,
  children,
  className,
  ...props
}: Omit<ComponentProps<"a">, "target" | "rel"> & { href: string; children: ReactNode }) {
  return (
    <a href={href} {...NEW_TAB} {...(className ? { className } : {})} {...props}>
      {children}
    </a>
  );
}

export function ExternalButton({
  variant,
  size,
  className,
  ...props
}: Omit<ComponentProps<typeof ExternalLink>, "className"> & Style & { className?: string }) {
  return <ExternalLink className={buttonClasses({ variant, size, className })} {...props} />;
}
