import { Container } from "./section";

/** The loading state of a long page (an article, a case study): title, picture and text lines. */
export function ArticleSkeleton({ label }: { label: string }) {
  return (
    <Container className="max-w-3xl py-16" aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      <div className="h-4 w-32 animate-pulse rounded bg-brand-50 motion-reduce:animate-none" />
      <div className="mt-4 h-10 w-5/6 animate-pulse rounded-lg bg-brand-50 motion-reduce:animate-none" />
      <div className="mt-8 aspect-[1200/630] w-full animate-pulse rounded-card bg-surface motion-reduce:animate-none" />
      <div className="mt-10 space-y-3">
        {["w-full", "w-11/12", "w-full", "w-4/5", "w-full", "w-2/3"].map((width, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            key={i}
            className={`h-4 ${width} animate-pulse rounded bg-surface motion-reduce:animate-none`}
          />
        ))}
      </div>
    </Container>
  );
}
