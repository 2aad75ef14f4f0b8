import { ButtonLink } from "@/components/ui/button";
import { ArrowLeft } from "@/components/ui/icons";
import { Container } from "@/components/ui/section";

export default function ArticleNotFound() {
  return (
    <Container className="flex min-h-[55vh] flex-col items-center justify-center py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Article Not Found</h1>
      <p className="mt-4 max-w-md text-lg text-muted">
        The article you're looking for doesn't exist or may have been moved.
      </p>
      <ButtonLink href="/blog" className="mt-8">
        <ArrowLeft className="size-4" aria-hidden />
        Back to Blog
      </ButtonLink>
    </Container>
  );
}
