import { LegalDocumentPage, legalMetadata } from "@/components/legal/legal-page";

// Rendered per request so "Last updated" is always today's date, never the build date.
export const dynamic = "force-dynamic";

export const metadata = legalMetadata("privacy");

export default function PrivacyPolicyPage() {
  return <LegalDocumentPage document="privacy" />;
}
