import type { Metadata } from "next";
import { FiguresBand } from "@/components/services/figures-band";
import { ServiceDetail } from "@/components/services/service-detail";
import { serviceMetadata } from "@/components/services/service-meta";
import { marketingAutomationDetail as detail } from "@/content/services";

export const metadata: Metadata = serviceMetadata("marketing-automation");

export default function MarketingAutomationPage() {
  return (
    <ServiceDetail
      slug="marketing-automation"
      detail={detail}
      figures={
        <FiguresBand
          id="roi-heading"
          eyebrow="Return on investment"
          title="Automation That Pays for Itself"
          intro="What our clients typically see once their lead capture and follow-up run on their own."
          figures={detail.roiFigures}
        />
      }
      headings={{
        capabilities: {
          title: "A Complete Lead Engine, Built for You",
          intro:
            "Every piece from the first form fill to the signed deal, connected and automated.",
        },
        benefits: "Why Automated Follow-Up Wins",
        useCases: "Journeys We Automate Every Day",
        process: "How We Launch Your Marketing System",
      }}
    />
  );
}
