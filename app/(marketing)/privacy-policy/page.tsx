import type { Metadata } from "next";
import { LegalPage } from "@/components/legal/legal-page";
import { formatAddress, site } from "@/config/site";
import { privacyIntro, privacySections } from "@/content/legal";

// Rendered per request so "Last updated" is always today's date, never the build date.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: `How ${site.company} collects, uses, shares and protects your information, and the choices and rights you have over it.`,
  alternates: { canonical: "/privacy-policy" },
};

export default function PrivacyPolicyPage() {
  const contact = { company: site.company, email: site.helloEmail, address: formatAddress() };
  return (
    <LegalPage
      idPrefix="privacy"
      title="Privacy Policy"
      intro={privacyIntro(contact)}
      sections={privacySections(contact)}
      email={contact.email}
    />
  );
}
