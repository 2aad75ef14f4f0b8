import { ArticleSkeleton } from "@/components/ui/article-skeleton";

export default function UseCaseLoading() {
  return <ArticleSkeleton label="Loading the use case…" />;
}
