"use client";

import { usePathname } from "next/navigation";

/** The Content Disclaimer link belongs to the blog: shown in the footer on /blog paths only. */
export function DisclaimerLink({ href, label }: { href: string; label: string }) {
  const pathname = usePathname();
  if (pathname !== "/blog" && !pathname.startsWith("/blog/")) return null;
  return (
    <li>
      <a href={href}>{label}</a>
    </li>
  );
}
