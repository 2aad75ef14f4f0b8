"use client";

// The signed-in admin's tabs; also keeps who is signed in on this browser (spec §3) for other tabs.
import Link from "next/link";
import { useEffect, useRef } from "react";
import {
  CalendarDays,
  ChartColumn,
  FileText,
  Handshake,
  Inbox,
  MessageCircle,
  Newspaper,
  ShieldCheck,
  Star,
  UserSearch,
} from "@/components/ui/icons";
import { saveSession } from "@/lib/admin/client";
import { cn } from "@/lib/utils/cn";
import type { AuthUser } from "@/lib/validations/auth";
import { confirmLeave } from "./content/leave-guard";

export type AdminView =
  | "leads"
  | "lead"
  | "conversations"
  | "pipeline"
  | "content"
  | "events"
  | "newsletter"
  | "proof"
  | "overview"
  | "privacy"
  | "security";

const views = [
  { id: "leads", label: "Leads", href: "/admin", icon: Inbox, owners: false },
  {
    id: "conversations",
    label: "Conversations",
    href: "/admin/conversations",
    icon: MessageCircle,
    owners: false,
  },
  { id: "pipeline", label: "Pipeline", href: "/admin/pipeline", icon: Handshake, owners: false },
  { id: "content", label: "Content", href: "/admin/content", icon: FileText, owners: false },
  { id: "events", label: "Events", href: "/admin/events", icon: CalendarDays, owners: false },
  { id: "proof", label: "Proof", href: "/admin/proof", icon: Star, owners: false },
  {
    id: "newsletter",
    label: "Newsletter",
    href: "/admin/newsletter",
    icon: Newspaper,
    owners: false,
  },
  {
    id: "overview",
    label: "Overview",
    href: "/admin/overview",
    icon: ChartColumn,
    owners: false,
  },
  { id: "privacy", label: "Privacy", href: "/admin/privacy", icon: UserSearch, owners: true },
  {
    id: "security",
    label: "Security",
    href: "/admin/security",
    icon: ShieldCheck,
    owners: false,
  },
] as const;

/** The tabs; Privacy is the owners' (editors' Security page holds only their own settings). */
export function AdminNav({ view, user }: { view: AdminView; user: Required<AuthUser> }) {
  const current = view === "lead" ? "leads" : view;
  const owner = user.role === "owner";
  const { name, email, role } = user;
  useEffect(() => saveSession({ user: { name, email, role } }), [name, email, role]);
  // On a phone the tabs scroll sideways: the current one is brought into view, not left past the
  // edge.
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const tab = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const strip = list.current;
    if (!tab || !strip || strip.scrollWidth <= strip.clientWidth) return;
    const at = tab.getBoundingClientRect();
    const from = strip.getBoundingClientRect();
    strip.scrollLeft += at.left - from.left - (strip.clientWidth - at.width) / 2;
  }, []);
  return (
    <nav aria-label="Admin" className="border-b border-line bg-white">
      <ul
        ref={list}
        className="scroll-shadows mx-auto flex w-full max-w-7xl gap-0.5 overflow-x-auto px-2 sm:gap-1 sm:px-6 lg:px-8"
      >
        {views
          .filter((v) => owner || !v.owners)
          .map((v) => (
            <li key={v.id} className="shrink-0">
              <Link
                href={v.href}
                onClick={(event) => {
                  // An editor with unsaved changes asks before it is left.
                  if (!confirmLeave()) event.preventDefault();
                }}
                aria-current={current === v.id ? "page" : undefined}
                className={cn(
                  // On a phone, words without icons: every tab fits in 375 px.
                  "inline-flex items-center gap-2 border-b-2 px-2 py-3 text-sm font-semibold sm:px-3",
                  current === v.id
                    ? "border-brand-600 text-brand-700"
                    : "border-transparent text-muted hover:text-ink",
                )}
              >
                <v.icon className="hidden size-4 sm:block" aria-hidden />
                {v.label}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
