// The proof editor: what the home page and About show as evidence, by where it appears. Each
// piece saves on its own; "Demo" marks what still is the demo's. Testimonials and team members
// can be added and removed; figures have their places and are only changed.
import { PROOF_LIMITS, type ProofItem, type ProofKind } from "@/lib/validations/proof";
import { AddProofPiece } from "./add-proof-piece";
import { ProofItemForm } from "./proof-item-form";

const SECTIONS: Array<{ kind: ProofKind; title: string; intro: string; href: string }> = [
  {
    kind: "summary",
    title: "Figures under the home page's headline",
    intro: "Three short figures. A source is shown when a visitor points at one.",
    href: "/",
  },
  {
    kind: "result",
    title: "Results band on the home page",
    intro: "Four figures with what they measure. A source is written under its figure.",
    href: "/#results-heading",
  },
  {
    kind: "testimonial",
    title: "Testimonials on the home page",
    intro: "Quote only clients who agreed to it; the date they agreed is kept here, never shown.",
    href: "/#testimonials-heading",
  },
  {
    kind: "team",
    title: "The team on About",
    intro: "Name, role, a short bio and a photo (without one, their initials are shown).",
    href: "/about-us",
  },
];

function titleOf(item: ProofItem, index: number): string {
  const d = item.data as Record<string, string | null>;
  if (item.kind === "summary" || item.kind === "result") return `Figure ${index + 1}: ${d.value}`;
  return d.name || `Item ${index + 1}`;
}

export function ProofPage({ items }: { items: ProofItem[] }) {
  const demo = items.filter((i) => i.demo).length;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Proof</h1>
        <p className="mt-1 text-sm text-muted">
          {demo === 0
            ? "Every figure, testimonial and team member is yours."
            : `${demo} of ${items.length} pieces are still the demo's: edit them, or confirm the ones that are true for you.`}
        </p>
      </div>
      {SECTIONS.map((section) => {
        const own = items.filter((i) => i.kind === section.kind);
        return (
          <section
            key={section.kind}
            aria-labelledby={`proof-${section.kind}`}
            className="space-y-3"
          >
            <div>
              <h2 id={`proof-${section.kind}`} className="text-lg font-semibold text-ink">
                {section.title}
              </h2>
              <p className="text-sm text-muted">
                {section.intro}{" "}
                <a
                  href={section.href}
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  See it on the site
                </a>
              </p>
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              {own.map((item, i) => (
                <ProofItemForm
                  key={`${item.id}:${item.updatedAt}`}
                  item={item}
                  title={titleOf(item, i)}
                  removable={section.kind in PROOF_LIMITS && own.length > 1}
                />
              ))}
            </div>
            {(section.kind === "testimonial" || section.kind === "team") && (
              <AddProofPiece
                kind={section.kind}
                full={own.length >= PROOF_LIMITS[section.kind]}
                limit={PROOF_LIMITS[section.kind]}
              />
            )}
          </section>
        );
      })}
    </div>
  );
}
