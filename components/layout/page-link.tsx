import Link from "next/link";
import type { ComponentProps } from "react";

type Props = ComponentProps<typeof Link> & { href: string; hard?: boolean };

/**
 * A link to one of the site's pages: Next's Link, or with `hard` a plain anchor that loads the page
 * anew. The 404 page of unknown addresses needs the latter: drawn outside the root layout
 * (app/global-not-found.tsx), its client-side navigations change the address but not the page
 * (Next issue 88341).
 */
export function PageLink({ hard, ...props }: Props) {
  if (!hard) return <Link {...props} />;
  const { prefetch: _p, replace: _r, scroll: _s, shallow: _sh, ...anchor } = props;
  return <a {...(anchor as ComponentProps<"a">)} />;
}
