import type { ReactNode } from "react";
import { ChatLauncher } from "@/components/chat/chat-launcher";
import { site } from "@/config/site";
import { mainNav, navCtaLabel } from "@/content/navigation";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Navbar, main landmark and footer around every public page (and the not-found page). */
/** `hardLinks`: on the 404 page of unknown addresses (see page-link.tsx). */
export function SiteChrome({ children, hardLinks }: { children: ReactNode; hardLinks?: boolean }) {
  return (
    <>
      <SiteHeader
        company={site.company}
        bookingHref={site.bookingPath}
        ctaLabel={navCtaLabel}
        items={mainNav}
        hardLinks={hardLinks}
      />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        {children}
      </main>
      <SiteFooter year={new Date().getFullYear()} hardLinks={hardLinks} />
      <ChatLauncher
        assistantName={site.assistantName}
        company={site.company}
        consultantName={site.consultantName}
        bookingUrl={site.bookingPath}
        hasCalendar={site.bookingUrl !== null}
        privacyHref="/privacy-policy"
      />
    </>
  );
}
