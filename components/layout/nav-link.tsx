"use client";

// A link of the navigation that knows whether it is the current page (the only part of the
// header that depends on the URL).
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ComponentProps } from "react";

export function isActivePath(pathname: string, href: string) {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

export function NavLink({
  href,
  className,
  activeClassName,
  ...props
}: ComponentProps<typeof Link> & {
  href: string;
  /** Replaces `className` on the current page. */
  activeClassName?: string;
}) {
  const pathname = usePathname();
  const active = isActivePath(pathname, href);
  return (
    <Link
      href={href}
      // The page the visitor is on needs no prefetch.
      prefetch={pathname === href ? false : undefined}
      aria-current={active ? "page" : undefined}
      className={active && activeClassName ? activeClassName : className}
      {...props}
    />
  );
}
