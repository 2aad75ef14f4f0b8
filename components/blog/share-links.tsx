import { NEW_TAB } from "@/components/ui/button";
import { shareNetworks, shareUrl } from "@/lib/share";
import "./blog.css";

/** Plain links (no script): each opens the network's share page with the title and URL. */
export function ShareLinks({ title, url }: { title: string; url: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-ink">Share:</span>
      {shareNetworks.map((n) => (
        <a
          key={n.id}
          href={shareUrl(n.id, { title, url })}
          {...NEW_TAB}
          className="inline-flex h-9 items-center rounded-pill border border-line bg-white px-4 text-sm font-medium text-ink hover:border-brand-300 hover:bg-brand-50"
        >
          Share on {n.label}
        </a>
      ))}
    </div>
  );
}
