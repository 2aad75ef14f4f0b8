import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";
import { Home } from "@/components/ui/icons";
import { Container } from "@/components/ui/section";

export const notFoundMetadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

/** The body of the 404 page (spec §2): inside whichever layout already frames the page. */
export function NotFoundContent() {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p className="text-7xl font-bold tracking-tight text-brand-200" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        Oops! Page not found
      </h1>
      <p className="mt-4 max-w-md text-lg text-muted">
        The page you're looking for doesn't exist or may have moved.
      </p>
      <ButtonLink href="/" size="lg" className="mt-8">
        <Home className="size-5" aria-hidden />
        Return to Home
      </ButtonLink>
    </Container>
  );
}
