import { ContactSection } from "@/components/marketing/contact-section";
import { ExternalButton } from "@/components/ui/button";
import { CalendarDays, LifeBuoy, Mail, MapPin } from "@/components/ui/icons";
import { Section } from "@/components/ui/section";
import { formatAddress, site } from "@/config/site";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Contact Us",
  description: `Tell us about your project or book a free strategy call. Our ${site.address.city} team replies to every message within 24 hours.`,
  path: "/contact",
});

const cardClass = "flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card";
const chipClass = "chip";
// A quarter of 1280 px is narrow for an address: smaller there, and if it must wrap, it wraps
// after the "@" rather than inside the domain.
const linkClass = "mt-3 font-medium wrap-break-word text-brand-700 hover:underline lg:text-sm";

function EmailLink({ address }: { address: string }) {
  const at = address.indexOf("@");
  return (
    <a href={`mailto:${address}`} className={linkClass}>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </a>
  );
}

export default function ContactPage() {
  return (
    <>
      <ContactSection headingLevel={1} />

      <Section labelledBy="contact-details-heading" className="py-12 sm:py-16">
        <h2 id="contact-details-heading" className="text-2xl font-bold tracking-tight text-ink">
          Other ways to reach us
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <li className={cardClass}>
            <span className={chipClass}>
              <Mail className="size-6" aria-hidden />
            </span>
            <h3 className="mt-5 font-semibold text-ink">New projects</h3>
            <EmailLink address={site.helloEmail} />
          </li>
          <li className={cardClass}>
            <span className={chipClass}>
              <LifeBuoy className="size-6" aria-hidden />
            </span>
            <h3 className="mt-5 font-semibold text-ink">Client support</h3>
            <EmailLink address={site.supportEmail} />
          </li>
          <li className={cardClass}>
            <span className={chipClass}>
              <MapPin className="size-6" aria-hidden />
            </span>
            <h3 className="mt-5 font-semibold text-ink">{site.address.city} office</h3>
            <address className="mt-3 not-italic leading-7 text-muted">{formatAddress()}</address>
          </li>
          <li className={cardClass}>
            <span className={chipClass}>
              <CalendarDays className="size-6" aria-hidden />
            </span>
            <h3 className="mt-5 font-semibold text-ink">Prefer to talk?</h3>
            <p className="mt-3 leading-7 text-muted">Book a free 30-minute strategy call.</p>
            <ExternalButton href={site.bookingPath} size="sm" className="mt-4 self-start">
              Schedule a Call
            </ExternalButton>
          </li>
        </ul>
      </Section>
    </>
  );
}
