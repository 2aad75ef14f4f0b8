import type { Metadata } from "next";
import { buttonClasses } from "@/components/ui/button-classes";
import { Home } from "@/components/ui/icons";
import { Container } from "@/components/ui/section";
import { PageLink } from "./page-link";

// No robots line: Next marks every 404 noindex itself.
export const notFoundMetadata: Metadata = { title: "Page not found" };

/** The body of the 404 page (spec §2): inside whichever layout already frames the page. */
export function NotFoundContent({ hardLinks }: { hardLinks?: boolean }) {
  return (
    // Short on purpose: every page's RSC payload carries this boundary (app/site-chrome.css `.nf`).
    <Container className="nf">
      <p aria-hidden>404</p>
      <h1>Oops! Page not found</h1>
      <p>The page you're looking for doesn't exist or may have moved.</p>
      <PageLink
        hard={hardLinks}
        href="/"
        className={buttonClasses({ size: "lg", className: "mt-8" })}
      >
        <Home />
        Return to Home
      </PageLink>
    </Container>
  );
}
