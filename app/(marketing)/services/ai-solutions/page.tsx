import type { Metadata } from "next";
import { ServiceDetail } from "@/components/services/service-detail";
import { serviceMetadata } from "@/components/services/service-meta";
import { aiSolutionsDetail } from "@/content/services";

export const metadata: Metadata = serviceMetadata("ai-solutions");

export default function AiSolutionsPage() {
  return (
    <ServiceDetail
      slug="ai-solutions"
      detail={aiSolutionsDetail}
      headings={{
        capabilities: {
          title: "What Our AI Solutions Can Do",
          intro:
            "Practical systems trained on your business, each with a clear job and a person in charge.",
        },
        benefits: "Why Businesses Put AI to Work",
        useCases: "Where AI Makes the Biggest Difference",
        process: "From First Call to a Working Assistant",
      }}
    />
  );
}
