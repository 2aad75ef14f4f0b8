// Demo content for a fresh database: the blog posts and use cases in content/demo. Runs on
// start and with `npm run db:seed`; it only fills empty tables, so edits made later are kept.
// The spec's workshop is added once per database: an owner who deletes it does not see it again;
// one added before it had a description and hosts' photos gets them once, unless edited since.
// The proof (figures, testimonials, team) is added item by item, never over the owner's.
import "server-only";
import { site } from "@/config/site";
import { seedAuthors, seedPosts } from "@/content/demo/blog";
import { seedUseCases } from "@/content/demo/use-cases";
import { countPosts, upsertPost } from "@/lib/db/queries/blog";
import { fillSeededEventOnce, seedEventOnce } from "@/lib/db/queries/events";
import { seedProofRows } from "@/lib/db/queries/proof";
import { countUseCases, upsertUseCase } from "@/lib/db/queries/use-cases";
import { firstSeededHosts, seededWorkshop } from "@/lib/events/seed";
import { defaultProof } from "@/lib/proof/defaults";

export async function seedDemoContent(): Promise<{
  posts: number;
  useCases: number;
  events: number;
}> {
  let postsAdded = 0;
  let useCasesAdded = 0;
  if ((await countPosts()) === 0) {
    const authors = new Map(seedAuthors.map((a) => [a.key, a]));
    for (const p of seedPosts) {
      const author = authors.get(p.author);
      if (!author) throw new Error(`Seed post ${p.slug} names an unknown author ${p.author}`);
      await upsertPost({
        slug: p.slug,
        title: p.title,
        excerpt: p.excerpt,
        content: p.content,
        featuredImageUrl: p.featuredImage,
        featuredImageAlt: p.featuredImageAlt,
        isFeatured: p.isFeatured,
        status: "published",
        tags: p.tags,
        authorName: author.name,
        authorAvatar: author.avatar,
        authorBio: author.bio,
        publishedAt: new Date(p.publishedAt),
        // The content disclaimer promises that every article shows who reviewed it.
        approvedBy: site.consultantName,
        approvedAt: new Date(p.publishedAt),
        updatedAt: new Date(p.updatedAt ?? p.publishedAt),
        metaDescription: p.metaDescription,
        metaKeywords: p.metaKeywords,
      });
      postsAdded += 1;
    }
  }
  if ((await countUseCases()) === 0) {
    for (const [position, u] of seedUseCases.entries()) {
      await upsertUseCase({ ...u, position });
      useCasesAdded += 1;
    }
  }
  const workshop = seededWorkshop();
  const events = (await seedEventOnce(workshop)) ? 1 : 0;
  await fillSeededEventOnce(workshop.slug, {
    bodyMarkdown: workshop.bodyMarkdown ?? "",
    body: workshop.body ?? "",
    hostsBefore: firstSeededHosts(),
    hosts: workshop.hosts ?? [],
  });
  await seedProofRows(defaultProof());
  return { posts: postsAdded, useCases: useCasesAdded, events };
}
