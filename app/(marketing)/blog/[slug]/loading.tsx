import { ArticleSkeleton } from "@/components/ui/article-skeleton";

export default function ArticleLoading() {
  return <ArticleSkeleton label="Loading the article…" />;
}
