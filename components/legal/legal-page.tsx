import type { ReactNode } from "react";
import { PageHero } from "@/components/marketing/page-hero";
import { Container } from "@/components/ui/section";
import { formatAddress, site } from "@/config/site";
import {
  type LegalContact,
  type LegalDocument,
  type LegalSection,
  legalDocuments,
} from "@/content/legal";
import { env } from "@/lib/env";
import { pageMetadata, withParentCard } from "@/lib/seo";
import "./legal.css";

/** Turns each occurrence of the contact mailbox inside a sentence into a mailto link. */
function withEmailLinks(text: string, email: string): ReactNode {
  const nodes: ReactNode[] = [];
  let from = 0;
  for (let at = text.indexOf(email); at !== -1; at = text.indexOf(email, from)) {
    nodes.push(
      text.slice(from, at),
      <a key={at} href={`mailto:${email}`}>
        {email}
      </a>,
    );
    from = at + email.length;
  }
  if (nodes.length === 0) return text;
  nodes.push(text.slice(from));
  return nodes;
}

/** Privacy Policy and Content Disclaimer; "Last updated" is the day the page was made for
 * (today's: lib/legal.ts). */
export function LegalPage({
  idPrefix,
  title,
  intro,
  sections,
  email,
  updated,
}: {
  updated: { label: string; iso: string };
  idPrefix: string;
  title: string;
  intro: string;
  sections: readonly LegalSection[];
  email: string;
}) {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={title}
        intro={
          <>
            Last updated: <time dateTime={updated.iso}>{updated.label}</time>
          </>
        }
      />
      <Container className="py-12 sm:py-16">
        <div className="prose-legal max-w-3xl">
          <p className="text-lg">{withEmailLinks(intro, email)}</p>
          {sections.map((section) => {
            const headingId = `${idPrefix}-section-${section.number}`;
            return (
              <section key={section.number} aria-labelledby={headingId}>
                <h2 id={headingId}>
                  {section.number}. {section.title}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 48)}>{withEmailLinks(paragraph, email)}</p>
                ))}
                {section.bullets && (
                  <ul>
                    {section.bullets.map((bullet) => (
                      <li key={bullet.slice(0, 48)}>{withEmailLinks(bullet, email)}</li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      </Container>
    </>
  );
}

const contact = (): LegalContact => ({
  company: site.company,
  email: site.helloEmail,
  address: formatAddress(),
  leadRetentionDays: env.LEAD_RETENTION_DAYS,
});

export function legalMetadata(document: LegalDocument) {
  const doc = legalDocuments[document];
  return withParentCard(
    pageMetadata({ title: doc.title, description: doc.description(contact()), path: doc.path }),
  );
}

/** A legal page from its document in content/legal.ts. */
export function LegalDocumentPage({
  document,
  updated,
}: {
  document: LegalDocument;
  updated: { label: string; iso: string };
}) {
  const doc = legalDocuments[document];
  const c = contact();
  return (
    <LegalPage
      idPrefix={doc.idPrefix}
      title={doc.title}
      intro={doc.intro(c)}
      sections={doc.sections(c)}
      email={c.email}
      updated={updated}
    />
  );
}
