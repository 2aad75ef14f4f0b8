import type { ReactNode } from "react";
import { PageHero } from "@/components/marketing/page-hero";

// The blog's heading stays outside the list's loading state (loading.tsx): a page's first paint
// shows it at once, and a filter or page changed in the browser keeps it while the list loads.
export default function BlogListLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Insights on AI Automation for Small Business"
        intro="Practical, no-hype guides to chat assistants, marketing automation, CRM and custom software, written by our team and reviewed by human editors."
      />
      {children}
    </>
  );
}
