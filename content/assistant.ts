// What the assistant knows about the brand, in one place for the chat in the browser and the
// reply endpoint on the server: names, services (from the catalogue), prices, the workshop, and
// the questions it suggests.
import "server-only";
import { site } from "@/config/site";
import { packages } from "@/content/pricing";
import { services as catalogue, type Service } from "@/content/services";
import { workshop } from "@/content/workshop";
import type { RulesBrand } from "@/lib/chat/knowledge";
import { workshopWhen } from "@/lib/events/workshop";

export function assistantBrand(services: Service[] = catalogue): RulesBrand {
  return {
    company: site.company,
    consultantName: site.consultantName,
    workshop: { title: workshop.title, when: workshopWhen() },
    services: services.map((s) => ({
      title: s.title,
      keywords: s.assistant.keywords,
      answer: s.assistant.answer,
    })),
    priceSummary: packages
      .map((p) => `${p.name} at ${p.price}${p.note ? ` (${p.note})` : ""}`)
      .join(", "),
    replyPromise: site.handoffPromise,
  };
}

/** Three or four questions under the greeting, one per service. */
export function suggestedQuestions(services: Service[] = catalogue): string[] {
  return services.slice(0, 4).map((s) => s.assistant.question);
}
