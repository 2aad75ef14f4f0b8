import type { Metadata } from "next";
import { LegalPage } from "@/components/legal/legal-page";
import { formatAddress, site } from "@/config/site";
import { disclaimerIntro, disclaimerSections } from "@/content/legal";

// Rendered per request so "Last updated" is always today's date, never the build date.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Content Disclaimer",
  description: `How ${site.company} uses AI tools with human review, and why our articles are general information rather than professional advice.`,
  alternates: { canonical: "/content-disclaimer" },
};

export default function ContentDisclaimerPage() {
  const contact = { company: site.company, email: site.helloEmail, address: formatAddress() };
  return (
    <LegalPage
      idPrefix="disclaimer"
      title="Content Disclaimer"
      intro={disclaimerIntro(contact)}
      sections={disclaimerSections(contact)}
      email={contact.email}
    />
  );
}
