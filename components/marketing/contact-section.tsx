import { ContactForm } from "@/components/forms/contact-form";
import { Clock, Mail } from "@/components/ui/icons";
import { Card, Container } from "@/components/ui/section";
import { Toaster } from "@/components/ui/toaster";
import { site } from "@/config/site";
import { contactSection } from "@/content/home";
import { contactServiceOptions } from "@/content/services";

export function ContactSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-surface py-16 sm:py-24">
      <Container>
        <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Contact</p>
            <Heading
              id="contact-heading"
              className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl"
            >
              {contactSection.heading}
            </Heading>
            <p className="mt-4 text-lg leading-8 text-muted">{contactSection.intro}</p>
            <ul className="mt-8 space-y-4 text-sm">
              <li className="flex items-center gap-3 text-ink">
                <Clock className="size-5 text-brand-600" aria-hidden />
                {contactSection.responsePromise}
              </li>
              <li className="flex items-center gap-3">
                <Mail className="size-5 text-brand-600" aria-hidden />
                <a
                  className="font-medium text-brand-700 hover:underline"
                  href={`mailto:${site.helloEmail}`}
                >
                  {site.helloEmail}
                </a>
              </li>
            </ul>
          </div>
          <Card className="p-6 sm:p-8">
            <ContactForm
              serviceOptions={contactServiceOptions()}
              submitLabel={contactSection.submitLabel}
              successTitle={contactSection.successToast.title}
              successDescription={contactSection.successToast.description}
            />
          </Card>
          {/* The form's "Message Sent!" toast: only pages with a form carry the toaster. */}
          <Toaster />
        </div>
      </Container>
    </section>
  );
}
