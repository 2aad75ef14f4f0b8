"use client";

// The admin's two pages, kept in the URL (?view=security): the leads and the security settings.
import { Inbox, ShieldCheck } from "@/components/ui/icons";
import { cn } from "@/lib/utils/cn";
import { AdminLink } from "./admin-link";

const views = [
  { id: "leads", label: "Leads", href: "/admin", icon: Inbox },
  { id: "security", label: "Security", href: "/admin?view=security", icon: ShieldCheck },
] as const;

export function AdminNav({ view }: { view: "leads" | "lead" | "security" }) {
  return (
    <nav aria-label="Admin" className="border-b border-line bg-white">
      <ul className="mx-auto flex w-full max-w-7xl gap-1 px-4 sm:px-6 lg:px-8">
        {views.map((v) => (
          <li key={v.id}>
            <AdminLink
              href={v.href}
              aria-current={
                view === v.id || (view === "lead" && v.id === "leads") ? "page" : undefined
              }
              className={cn(
                "inline-flex items-center gap-2 border-b-2 px-3 py-3 text-sm font-semibold",
                view === v.id || (view === "lead" && v.id === "leads")
                  ? "border-brand-600 text-brand-700"
                  : "border-transparent text-muted hover:text-ink",
              )}
            >
              <v.icon className="size-4" aria-hidden />
              {v.label}
            </AdminLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
