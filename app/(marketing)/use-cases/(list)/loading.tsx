import { Container } from "@/components/ui/section";

export default function UseCasesLoading() {
  return (
    <Container className="py-16" aria-busy="true">
      <p className="sr-only" role="status">
        Loading use cases…
      </p>
      <div className="grid gap-8 md:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div key={i} className="h-96 animate-pulse rounded-card bg-surface" />
        ))}
      </div>
    </Container>
  );
}
