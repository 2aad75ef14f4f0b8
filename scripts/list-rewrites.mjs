// The blog's and the use cases' lists are cached per tag and page at addresses of their own
// (/blog/tagged/<tag>/<page>, /blog/pages/<page>, /use-cases/list/1), while visitors see
// /blog?tag=&page= and /use-cases (spec: state in the URL). These rules say which is which, once:
// next.config.ts gives them to Next as rewrites, and scripts/server.mjs applies them itself to a
// visitor's request for a page, before Next sees it: Next resolving a rewrite costs a cached list
// 10–25 % of its throughput (docs/performance.md). Next still applies them to everything else
// (the data its client-side navigation fetches, `next dev`).

const q = { type: "query", key: "q" };
const tag = { type: "query", key: "tag", value: "(?<tag>[^/%]+)" };
const page = { type: "query", key: "page", value: "(?<page>[1-9][0-9]{0,3})" };

/** Next's `beforeFiles` rewrites (next.config.ts). */
export const LIST_REWRITES = [
  { source: "/blog", has: [tag, page], missing: [q], destination: "/blog/tagged/:tag/:page" },
  {
    source: "/blog",
    has: [tag],
    missing: [q, { type: "query", key: "page" }],
    destination: "/blog/tagged/:tag/1",
  },
  {
    source: "/blog",
    has: [page],
    missing: [q, { type: "query", key: "tag" }],
    destination: "/blog/pages/:page",
  },
  {
    source: "/blog",
    missing: [q, { type: "query", key: "tag" }, { type: "query", key: "page" }],
    destination: "/blog/pages/1",
  },
  { source: "/use-cases", destination: "/use-cases/list/1" },
];

/**
 * The list page's own address for a request's address, as Next's rewrite would give it, or null
 * when no rule applies (or a query names a key twice, which only Next should interpret).
 */
export function listPagePath(url) {
  const at = url.indexOf("?");
  const pathname = at < 0 ? url : url.slice(0, at);
  if (pathname !== "/blog" && pathname !== "/use-cases") return null;
  const query = new URLSearchParams(at < 0 ? "" : url.slice(at + 1));
  const keys = [...query.keys()];
  if (new Set(keys).size !== keys.length) return null;
  for (const rule of LIST_REWRITES) {
    if (rule.source !== pathname) continue;
    if ((rule.missing ?? []).some((m) => query.has(m.key))) continue;
    const groups = {};
    const matched = (rule.has ?? []).every((h) => {
      const value = query.get(h.key);
      if (value === null) return false;
      if (!h.value) return true;
      const match = new RegExp(`^(?:${h.value})$`).exec(value);
      Object.assign(groups, match?.groups);
      return match !== null;
    });
    if (!matched) continue;
    return rule.destination.replace(/:(\w+)/g, (_, name) => encodeURIComponent(groups[name]));
  }
  return null;
}
