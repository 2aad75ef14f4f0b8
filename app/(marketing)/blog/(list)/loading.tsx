import { Container } from "@/components/ui/section";

export default function BlogLoading() {
  return (
    <Container className="py-16" aria-busy="true">
      <p className="sr-only" role="status">
        Loading articles…
      </p>
      <div className="h-10 w-2/3 animate-pulse rounded-lg bg-brand-50" />
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div key={i} className="h-80 animate-pulse rounded-card bg-surface" />
        ))}
      </div>
    </Container>
  );
}
