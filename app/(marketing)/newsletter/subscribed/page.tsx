// /newsletter/subscribed — what a sign-up posted by the browser itself (before the page's script
// had loaded) answers with; the form says the same in place otherwise.
import type { Metadata } from "next";
import Link from "next/link";
import { Container } from "@/components/ui/section";
import { newsletterInvite } from "@/content/newsletter";

export const metadata: Metadata = {
  title: "Check your inbox",
  robots: { index: false, follow: true },
};

export default function Subscribed() {
  return (
    <Container className="max-w-2xl py-20 text-center sm:py-28">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">One more step</h1>
      <p role="status" className="mt-4 text-lg leading-8 text-muted">
        {newsletterInvite.checkInbox}
      </p>
      <Link href="/blog" className="mt-8 inline-block font-semibold text-brand-700 hover:underline">
        Back to the blog
      </Link>
    </Container>
  );
}
