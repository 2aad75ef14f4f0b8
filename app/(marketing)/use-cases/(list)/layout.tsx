import type { ReactNode } from "react";
import { PageHero } from "@/components/marketing/page-hero";

// The heading stays outside the list's loading state (loading.tsx), so a first paint shows it.
export default function UseCasesListLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHero
        eyebrow="Use cases"
        title="AI Automation at Work in Real Businesses"
        intro="Real projects, real numbers: see how small businesses use chat assistants, automation and custom software to win more customers with less busywork."
      />
      {children}
    </>
  );
}
