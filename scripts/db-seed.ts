// `npm run db:seed`: migrate, then add the demo blog posts and use cases to empty tables.
import "./load-env.mjs";
import { getDb } from "../lib/db/client";
import { seedDemoContent } from "../lib/seed";

await getDb();
const seeded = await seedDemoContent();
console.log(
  `Seeded ${seeded.posts} posts, ${seeded.useCases} use cases and ${seeded.events} events.`,
);
process.exit(0);
