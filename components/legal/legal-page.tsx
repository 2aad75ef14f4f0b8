import type { ReactNode } from "react";
import { PageHero } from "@/components/marketing/page-hero";
import { Container } from "@/components/ui/section";
import type { LegalSection } from "@/content/legal";
import { lastUpdated } from "./last-updated";

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

/**
 * Privacy Policy and Content Disclaimer: one h1, a "Last updated" line with today's date
 * (the pages are rendered per request), an intro and numbered sections.
 */
export function LegalPage({
  idPrefix,
  title,
  intro,
  sections,
  email,
}: {
  idPrefix: string;
  title: string;
  intro: string;
  sections: readonly LegalSection[];
  email: string;
}) {
  const updated = lastUpdated(new Date());
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
