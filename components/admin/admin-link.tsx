"use client";

// A link between the admin's views (they live in the URL of the one /admin page): a real link
// (open in a new tab works), followed without a reload.
import type { ComponentProps } from "react";

export function AdminLink({ href, onClick, ...props }: ComponentProps<"a"> & { href: string }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        window.history.pushState(null, "", href);
        window.scrollTo({ top: 0 });
      }}
      {...props}
    />
  );
}

export const leadHref = (id: string) => `/admin?view=lead&id=${encodeURIComponent(id)}`;
