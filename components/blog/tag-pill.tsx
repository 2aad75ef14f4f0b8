export function TagPill({ tag }: { tag: string }) {
  return (
    <span className="inline-flex rounded-pill bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
      {tag}
    </span>
  );
}
