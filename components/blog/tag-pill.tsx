import "./blog.css";
/** An article's tag (app/site.css `.tp`). */
export function TagPill({ tag }: { tag: string }) {
  return <span className="tp">{tag}</span>;
}
