"use client";

// Share buttons of the thank-you page: each opens the network's share page in a 600×400 popup
// with the preset text and URL. They are real links, so without JavaScript (or with a modifier
// key held) they open the same page in a new tab.
import type { MouseEvent } from "react";
import { buttonClasses } from "@/components/ui/button";
import { sharePopupFeatures } from "@/lib/events/share-popup";
import { type ShareNetwork, shareNetworks, shareUrl } from "@/lib/share";

export function SharePopupButtons({ text, url }: { text: string; url: string }) {
  const open = (event: MouseEvent<HTMLAnchorElement>, network: ShareNetwork) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.open(
      shareUrl(network, { title: text, url }),
      `share-${network}`,
      sharePopupFeatures(window),
    );
  };

  return (
    <ul className="flex flex-wrap gap-3">
      {shareNetworks.map((network) => (
        <li key={network.id}>
          <a
            href={shareUrl(network.id, { title: text, url })}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => open(event, network.id)}
            className={buttonClasses({ variant: "secondary" })}
          >
            Share on {network.label}
            <span className="sr-only"> (opens in a new window)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
