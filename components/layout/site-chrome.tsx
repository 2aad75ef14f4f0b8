import type { ReactNode } from "react";
import { ChatLauncher } from "@/components/chat/chat-launcher";
import { site } from "@/config/site";
import { mainNav, navCtaLabel } from "@/content/navigation";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Navbar, main landmark and footer around every public page (and the not-found page). */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader
        company={site.company}
        bookingHref={site.bookingPath}
        ctaLabel={navCtaLabel}
        items={mainNav}
      />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        {children}
      </main>
      <SiteFooter year={new Date().getFullYear()} />
      <ChatLauncher
        assistantName={site.assistantName}
        company={site.company}
        consultantName={site.consultantName}
        bookingUrl={site.bookingPath}
        privacyHref="/privacy-policy"
      />
    </>
  );
}
