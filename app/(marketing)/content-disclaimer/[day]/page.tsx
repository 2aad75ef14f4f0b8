import { notFound } from "next/navigation";
import { LegalDocumentPage, legalMetadata } from "@/components/legal/legal-page";
import { legalDay } from "@/lib/legal";

// /content-disclaimer arrives here with today's date (proxy.ts): made on the day's first visit, then
// served from the cache like any static page; the address with a date is not public. Five
// minutes is what a CDN in front may keep it (s-maxage): yesterday's date past midnight, at most.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = legalMetadata("disclaimer");

export default async function ContentDisclaimerPage({
  params,
}: {
  params: Promise<{ day: string }>;
}) {
  const updated = legalDay((await params).day);
  if (!updated) notFound();
  return <LegalDocumentPage document="disclaimer" updated={updated} />;
}
