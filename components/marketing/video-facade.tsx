"use client";

// The demo video as a click-to-load facade: no third-party request until the visitor asks.
import { Play } from "lucide-react";
import { useState } from "react";

export function VideoFacade({
  youtubeId,
  title,
  posterAlt,
}: {
  youtubeId: string;
  title: string;
  posterAlt: string;
}) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-card bg-brand-950 shadow-lift ring-1 ring-brand-900/10">
      {playing ? (
        <iframe
          className="absolute inset-0 size-full"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-4 text-white"
          aria-label={`Play video: ${title}`}
        >
          <DemoPoster label={posterAlt} />
          <span className="relative flex size-16 items-center justify-center rounded-full bg-white text-brand-700 shadow-lift transition-transform group-hover:scale-105">
            <Play className="ml-1 size-7 fill-current" aria-hidden />
          </span>
          <span className="relative max-w-xs px-4 text-center text-sm font-medium text-brand-100">
            {title}
          </span>
        </button>
      )}
    </div>
  );
}

/** A drawn stand-in for a video frame: a chat bubble feeding a CRM card. */
function DemoPoster({ label }: { label: string }) {
  return (
    <svg
      viewBox="0 0 640 360"
      className="absolute inset-0 size-full"
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id="poster-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#312e81" />
          <stop offset="1" stopColor="#1e1b4b" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill="url(#poster-bg)" />
      <circle cx="560" cy="40" r="140" fill="#4f46e5" opacity="0.25" />
      <circle cx="60" cy="340" r="120" fill="#f97316" opacity="0.12" />
      <g opacity="0.9">
        <rect x="48" y="56" width="230" height="120" rx="16" fill="#ffffff" opacity="0.08" />
        <rect x="68" y="78" width="150" height="14" rx="7" fill="#c7d2fe" opacity="0.7" />
        <rect x="68" y="102" width="190" height="10" rx="5" fill="#c7d2fe" opacity="0.35" />
        <rect x="68" y="120" width="170" height="10" rx="5" fill="#c7d2fe" opacity="0.35" />
        <rect x="68" y="146" width="90" height="16" rx="8" fill="#fb923c" opacity="0.8" />
        <rect x="372" y="200" width="220" height="116" rx="16" fill="#ffffff" opacity="0.08" />
        <rect x="392" y="222" width="120" height="12" rx="6" fill="#a5b4fc" opacity="0.7" />
        <rect x="392" y="246" width="180" height="10" rx="5" fill="#a5b4fc" opacity="0.35" />
        <rect x="392" y="266" width="140" height="10" rx="5" fill="#a5b4fc" opacity="0.35" />
        <path
          d="M280 120 C 340 120, 330 250, 370 250"
          stroke="#fdba74"
          strokeWidth="3"
          fill="none"
          strokeDasharray="6 8"
        />
      </g>
    </svg>
  );
}
