import { ButtonLink } from "@/components/ui/button";
import { ArrowLeft } from "@/components/ui/icons";
import { Container } from "@/components/ui/section";

export default function UseCaseNotFound() {
  return (
    <Container className="flex min-h-[55vh] flex-col items-center justify-center py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Use case not found.</h1>
      <p className="mt-4 max-w-md text-lg text-muted">It may have been renamed or removed.</p>
      <ButtonLink href="/use-cases" className="mt-8">
        <ArrowLeft className="size-4" aria-hidden />
        All use cases
      </ButtonLink>
    </Container>
  );
}
