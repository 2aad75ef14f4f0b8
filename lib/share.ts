// Share links of the three networks: each takes the page title (or preset text) and URL.
export type ShareNetwork = "x" | "facebook" | "linkedin";

export const shareNetworks: Array<{ id: ShareNetwork; label: string }> = [
  { id: "x", label: "X (Twitter)" },
  { id: "facebook", label: "Facebook" },
  { id: "linkedin", label: "LinkedIn" },
];

export function shareUrl(
  network: ShareNetwork,
  { title, url }: { title: string; url: string },
): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (network) {
    case "x":
      return `https://twitter.com/intent/tweet?text=${t}&url=${u}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}`;
    case "linkedin":
      return `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}`;
  }
}
