type QueryCondition = { type: "query"; key: string; value?: string };

/** Next's `beforeFiles` rewrites for the blog's and the use cases' cached lists. */
export const LIST_REWRITES: Array<{
  source: string;
  has?: QueryCondition[];
  missing?: QueryCondition[];
  destination: string;
}>;
/** The list page's own address for a request's address, or null when no rule applies. */
export function listPagePath(url: string): string | null;
