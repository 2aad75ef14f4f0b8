// Legal page content: Privacy Policy (eleven sections) and Content Disclaimer (six sections), built
// from brand contact details.
import type { Exactly } from "./types";

export type LegalContact = {
  company: string;
  email: string;
  address: string;
  /** LEAD_RETENTION_DAYS, when the owner set one: the policy states it. */
  leadRetentionDays?: number;
};

export type LegalSection = {
  number: number;
  title: string;
  paragraphs: string[];
  bullets?: string[];
};

export function privacyIntro(contact: LegalContact): string {
  return `${contact.company} ("we", "us" or "our") respects your privacy. This Privacy Policy explains what information we collect when you visit our website, chat with our assistant, contact us or buy a workshop ticket, how we use it, and the choices you have.`;
}

const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);

export function privacySections(contact: LegalContact): Exactly<LegalSection, 11> {
  const { company, email, address } = contact;
  return [
    {
      number: 1,
      title: "Information We Collect",
      paragraphs: [
        "We collect information you give us directly and a limited amount of information collected automatically when you use our website.",
      ],
      bullets: [
        "Contact details you share in our contact form or chat, such as your name, email address, phone number and company name.",
        "The content of your messages, including the services you ask about and the business challenges you describe.",
        "Booking details when you schedule a call through our external scheduling page.",
        "Purchase details when you buy a workshop ticket. Card payments are handled by our payment provider; we never see or store your full card number.",
        "Technical information such as browser type, device, pages visited and referring website.",
      ],
    },
    {
      number: 2,
      title: "How We Use Your Information",
      paragraphs: [
        "We use your information to respond to your inquiries, prepare for and hold consultations, deliver the services and events you purchase, and improve our website and offerings.",
        "Our chat assistant uses a third-party language model to generate replies. When you close a chat, we save a short lead summary (your contact details if you shared them, the services discussed and your key needs) so our team can follow up. Messages sent through our contact form are also saved in our database so we can reply.",
      ],
    },
    {
      number: 3,
      title: "How We Share and Disclose Information",
      paragraphs: [
        `${company} does not sell your personal information. We share it only with service providers that help us run our business, and only as much as they need to do their job.`,
      ],
      bullets: [
        "Hosting, database and email providers that store and deliver our website and messages.",
        "The AI language model provider that processes chat messages to generate replies.",
        "Scheduling and payment providers when you book a call or buy a ticket.",
        "Authorities, when the law requires it or to protect our rights, users or the public.",
      ],
    },
    {
      number: 4,
      title: "Cookies and Tracking",
      paragraphs: [
        "We use cookies and similar technologies to keep the website working, understand how visitors use it and measure our marketing.",
        "Our chat assistant also stores a small amount of information in your browser's local storage, such as your name and conversation progress, so it can pick up where you left off on your next visit. You can clear this at any time through your browser settings, and you can block cookies there too, although some features may not work as intended.",
        "To learn which of our pages, articles and campaigns help people find us, your browser also keeps a note of how each visit began: the page you arrived on, the website that linked to it (if your browser shares it), and any campaign tags in the link (utm_source, utm_medium, utm_campaign, utm_term, utm_content). The note of your first visit is kept in your browser for 30 days, beside that of your latest visit. It stays in your browser, uses no cookie and is shared with no third party; it reaches us only if you send our contact form or leave your details in the chat, and then it is stored with your message and deleted with it.",
      ],
    },
    {
      number: 5,
      title: "Data Retention",
      paragraphs: [
        contact.leadRetentionDays
          ? `Chat conversation context is kept for up to 30 days. Lead summaries, chat transcripts and contact-form messages are deleted automatically ${days(contact.leadRetentionDays)} after our last exchange about them. Client records are kept for as long as needed to provide our services and meet legal, tax and accounting obligations.`
          : "Chat conversation context is kept for up to 30 days. Lead summaries, contact-form messages and client records are kept for as long as needed to respond to you, provide our services and meet legal, tax and accounting obligations.",
        "When information is no longer needed, we delete or anonymize it.",
      ],
    },
    {
      number: 6,
      title: "Your Rights",
      paragraphs: [
        "Depending on where you live, you may have the right to access the personal information we hold about you, correct it, ask us to delete it, or object to certain uses of it.",
        `To make a request, email ${email}. We will confirm your identity and respond within a reasonable time, and we will not treat you differently for exercising your rights.`,
      ],
    },
    {
      number: 7,
      title: "Terms of Service",
      paragraphs: [
        "By using this website you agree to use it lawfully and not to interfere with its operation, attempt unauthorized access or misuse the chat assistant. The content, design and code of this website belong to us and may not be copied for commercial use without permission.",
        "Services and workshop tickets purchased from us are also governed by the proposal, agreement or ticket terms provided at the time of purchase.",
      ],
    },
    {
      number: 8,
      title: "Marketing Communications",
      paragraphs: [
        "If you share your email address or phone number, we may send you follow-up messages about our services, events and resources we think are relevant to you.",
        "Our newsletter goes only to addresses that confirmed their subscription from the link we email them. We keep the address, when it subscribed, confirmed or left, and the page it subscribed on; nothing else.",
        `Every marketing email includes an unsubscribe link, and you can reply STOP to any text message. You can also ask us to stop at any time by writing to ${email}.`,
      ],
    },
    {
      number: 9,
      title: "Changes to This Policy",
      paragraphs: [
        'We may update this Privacy Policy as our website, services or legal requirements change. The "last updated" date at the top of this page shows when it was last revised, and continued use of the website after an update means you accept the revised policy.',
      ],
    },
    {
      number: 10,
      title: "Governing Law",
      paragraphs: [
        "This Privacy Policy and your use of this website are governed by the laws of the State of Texas, without regard to its conflict-of-law rules. Any dispute will be resolved in the state or federal courts located in Travis County, Texas.",
      ],
    },
    {
      number: 11,
      title: "Contact Us",
      paragraphs: [
        `If you have questions about this Privacy Policy or how we handle your information, contact ${company} at ${email} or write to us at ${address}.`,
      ],
    },
  ];
}

export function disclaimerIntro(contact: LegalContact): string {
  return `This Content Disclaimer applies to the blog articles, guides and other content published by ${contact.company} on this website. Please read it before relying on anything you find here.`;
}

export function disclaimerSections(contact: LegalContact): Exactly<LegalSection, 6> {
  const { company, email } = contact;
  return [
    {
      number: 1,
      title: "Use of AI Tools and Human Review",
      paragraphs: [
        `${company} uses AI tools to help research, outline and draft some of our content. Human editors review, fact-check and approve every post before it is published.`,
        "An AI-drafted article starts as a draft that visitors cannot see. It is published only when a named member of our team has read, edited and approved it, and every published article shows who reviewed it.",
        "The chat assistant on this website is also AI-powered. Its replies are generated automatically and may occasionally be incomplete or wrong, so please confirm anything important with our team. Chat conversations may be stored as lead summaries so we can follow up, as described in our Privacy Policy.",
      ],
    },
    {
      number: 2,
      title: "General Information Only",
      paragraphs: [
        "Our content is provided for general information and education about AI, automation, marketing and software. It is not tailored to your business, and results described in examples or case studies depend on each company's circumstances and are not guaranteed.",
      ],
    },
    {
      number: 3,
      title: "Not Professional Advice",
      paragraphs: [
        "Nothing on this website is legal, financial, tax, accounting or other professional advice. Before making decisions based on our content, consult a qualified professional who knows your situation.",
      ],
    },
    {
      number: 4,
      title: "Accuracy of Information",
      paragraphs: [
        "We work hard to keep our content accurate and current, but AI tools, platforms and prices change quickly. We make no warranty that every article is complete, accurate or up to date at the time you read it.",
        `If you spot an error, please let us know at ${email} and we will review it promptly.`,
      ],
    },
    {
      number: 5,
      title: "Third-Party Links",
      paragraphs: [
        "Our content may link to third-party websites, tools and resources for your convenience. We do not control them and are not responsible for their content, accuracy, privacy practices or availability. A link is not an endorsement.",
      ],
    },
    {
      number: 6,
      title: "Use at Your Own Risk",
      paragraphs: [
        `You use the content on this website at your own risk. To the fullest extent permitted by law, ${company} is not liable for any loss or damage arising from your reliance on it.`,
      ],
    },
  ];
}

/** The two legal pages: their copy as a function of the brand's contact details. */
export const legalDocuments = {
  privacy: {
    path: "/privacy-policy",
    title: "Privacy Policy",
    idPrefix: "privacy",
    description: (c: LegalContact) =>
      `How ${c.company} collects, uses, shares and protects your information, and the choices and rights you have over it.`,
    intro: privacyIntro,
    sections: privacySections,
  },
  disclaimer: {
    path: "/content-disclaimer",
    title: "Content Disclaimer",
    idPrefix: "disclaimer",
    description: (c: LegalContact) =>
      `How ${c.company} uses AI tools with human review, and why our articles are general information rather than professional advice.`,
    intro: disclaimerIntro,
    sections: disclaimerSections,
  },
} as const;

export type LegalDocument = keyof typeof legalDocuments;
