import Link from "next/link";
import type { ComponentProps } from "react";

type Props = ComponentProps<typeof Link> & { href: string; hard?: boolean };

/** Next's Link, or with `hard` a plain anchor: the 404 page of unknown addresses is outside the
 * root layout, where client navigations change the address but not the page (Next #88341). */
export function PageLink({ hard, ...props }: Props) {
  if (!hard) return <Link {...props} />;
  const { prefetch: _p, replace: _r, scroll: _s, shallow: _sh, ...anchor } = props;
  return <a {...(anchor as ComponentProps<"a">)} />;
}
