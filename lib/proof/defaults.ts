// The proof as the demo ships it (content/): what each database is seeded with once, and what the
// pages show for an item the database does not have. Ids are stable: "result:roi", "team:2".
import { team } from "@/content/about";
import { resultsStats, summaryStats, testimonials } from "@/content/home";
import type { ProofData, ProofItem, ProofKind } from "@/lib/validations/proof";

type Seed<K extends ProofKind = ProofKind> = Pick<
  ProofItem<K>,
  "id" | "kind" | "position" | "data"
>;

const seeds = <K extends ProofKind>(kind: K, data: ProofData[K][], ids?: string[]): Seed<K>[] =>
  data.map((d, i) => ({ id: `${kind}:${ids?.[i] ?? i + 1}`, kind, position: i, data: d }));

export function defaultProof(): Seed[] {
  return [
    ...seeds(
      "summary",
      summaryStats.map((s) => ({ value: s.value, label: s.label, source: "" })),
    ),
    ...seeds(
      "result",
      resultsStats.map((s) => ({
        value: s.value,
        name: s.name,
        description: s.description,
        source: "",
      })),
      resultsStats.map((s) => s.id),
    ),
    ...seeds(
      "testimonial",
      testimonials.map((t) => ({
        quote: t.content,
        name: t.author,
        role: t.role,
        company: t.company,
        photo: t.image ?? null,
        logo: null,
        permission_on: null,
      })),
    ),
    ...seeds(
      "team",
      team.map((m) => ({ name: m.name, role: m.role, bio: m.bio, photo: m.image ?? null })),
    ),
  ];
}
