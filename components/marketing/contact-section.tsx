import { ContactForm } from "@/components/forms/contact-form";
import { Clock, Mail } from "@/components/ui/icons";
import { Card } from "@/components/ui/section";
import { Toaster } from "@/components/ui/toaster";
import { site } from "@/config/site";
import { contactSection } from "@/content/home";
import { contactServiceOptions } from "@/content/services";
import "./contact-section.css";

export function ContactSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <>
      <section id="contact" aria-labelledby="contact-heading" className="sec alt contact">
        <div>
          <p className="eb">Contact</p>
          <Heading id="contact-heading">{contactSection.heading}</Heading>
          <p className="lead">{contactSection.intro}</p>
          <ul className="reach">
            <li>
              <Clock />
              {contactSection.responsePromise}
            </li>
            <li>
              <Mail />
              <a href={`mailto:${site.helloEmail}`}>{site.helloEmail}</a>
            </li>
          </ul>
        </div>
        <Card className="p-6 sm:p-8">
          <ContactForm
            serviceOptions={contactServiceOptions()}
            submitLabel={contactSection.submitLabel}
            successTitle={contactSection.successToast.title}
            successDescription={contactSection.successToast.description}
            sentCard={contactSection.sentCard}
          />
        </Card>
      </section>
      {/* The form's "Message Sent!" toast: only pages with a form carry the toaster (outside the
        section, whose containment would hold a fixed element inside it). */}
      <Toaster />
    </>
  );
}
