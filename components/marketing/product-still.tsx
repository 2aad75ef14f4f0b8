/**
 * A designed still of the product, drawn in the site's colours: the assistant answering a
 * visitor on the left, the lead it created on the right. Shown in the hero when no video or
 * poster is configured, and under the play button when one is.
 */
export function ProductStill({ label }: { label: string }) {
  return (
    <svg
      viewBox="0 0 640 400"
      className="absolute inset-0 size-full"
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid slice"
      fontFamily="var(--font-inter), ui-sans-serif, system-ui, sans-serif"
    >
      <defs>
        <linearGradient id="still-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4338ca" />
          <stop offset="1" stopColor="#1e1b4b" />
        </linearGradient>
        <filter id="still-shadow" x="-10%" y="-10%" width="120%" height="130%">
          <feDropShadow dx="0" dy="8" stdDeviation="10" floodColor="#0f0a3c" floodOpacity="0.35" />
        </filter>
      </defs>
      <rect width="640" height="400" fill="url(#still-bg)" />
      <circle cx="600" cy="20" r="170" fill="#6366f1" opacity="0.25" />
      <circle cx="20" cy="400" r="150" fill="#f97316" opacity="0.12" />

      {/* The chat */}
      <g filter="url(#still-shadow)">
        <rect x="36" y="40" width="300" height="320" rx="18" fill="#ffffff" />
        <rect x="36" y="40" width="300" height="58" rx="18" fill="#4338ca" />
        <rect x="36" y="80" width="300" height="18" fill="#4338ca" />
      </g>
      <circle cx="66" cy="69" r="15" fill="#ffffff" opacity="0.2" />
      <text x="66" y="74" textAnchor="middle" fontSize="13" fontWeight="700" fill="#ffffff">
        AI
      </text>
      <text x="92" y="66" fontSize="14" fontWeight="700" fill="#ffffff">
        Assistant
      </text>
      <text x="92" y="83" fontSize="11" fill="#c7d2fe">
        Replies in seconds, day and night
      </text>
      <rect x="54" y="116" width="206" height="46" rx="14" fill="#eef2ff" />
      <text x="68" y="135" fontSize="12" fill="#1e1b4b">
        Hi! We can fit you in this week.
      </text>
      <text x="68" y="152" fontSize="12" fill="#1e1b4b">
        Which day works best?
      </text>
      <rect x="150" y="176" width="168" height="32" rx="14" fill="#4f46e5" />
      <text x="164" y="197" fontSize="12" fill="#ffffff">
        Tuesday morning, please
      </text>
      <rect x="54" y="222" width="220" height="46" rx="14" fill="#eef2ff" />
      <text x="68" y="241" fontSize="12" fill="#1e1b4b">
        Booked: Tue 9:00 AM. What is the
      </text>
      <text x="68" y="258" fontSize="12" fill="#1e1b4b">
        best email for the confirmation?
      </text>
      <rect x="54" y="282" width="62" height="26" rx="13" fill="#eef2ff" />
      <circle cx="72" cy="295" r="3.5" fill="#818cf8" />
      <circle cx="85" cy="295" r="3.5" fill="#818cf8" opacity="0.7" />
      <circle cx="98" cy="295" r="3.5" fill="#818cf8" opacity="0.4" />
      <rect x="54" y="322" width="264" height="24" rx="12" fill="#f1f5f9" />
      <text x="68" y="338" fontSize="11" fill="#64748b">
        Type your message…
      </text>

      {/* The lead it became */}
      <g filter="url(#still-shadow)">
        <rect x="360" y="64" width="244" height="154" rx="18" fill="#ffffff" />
      </g>
      <text x="380" y="94" fontSize="11" fontWeight="600" fill="#6366f1" letterSpacing="1">
        NEW LEAD
      </text>
      <rect x="536" y="80" width="50" height="22" rx="11" fill="#fee2e2" />
      <text x="561" y="95" textAnchor="middle" fontSize="11" fontWeight="700" fill="#b91c1c">
        Hot
      </text>
      <circle cx="398" cy="126" r="18" fill="#4f46e5" />
      <text x="398" y="131" textAnchor="middle" fontSize="13" fontWeight="700" fill="#ffffff">
        DW
      </text>
      <text x="426" y="122" fontSize="14" fontWeight="700" fill="#1e1b4b">
        Dana Whitfield
      </text>
      <text x="426" y="139" fontSize="11" fill="#64748b">
        Sunridge Dental · via chat
      </text>
      <rect x="380" y="158" width="94" height="22" rx="11" fill="#eef2ff" />
      <text x="427" y="173" textAnchor="middle" fontSize="11" fill="#4338ca">
        AI Solutions
      </text>
      <rect x="480" y="158" width="104" height="22" rx="11" fill="#eef2ff" />
      <text x="532" y="173" textAnchor="middle" fontSize="11" fill="#4338ca">
        Call booked ✓
      </text>
      <text x="380" y="203" fontSize="11" fill="#64748b">
        Added to your CRM and inbox automatically
      </text>

      <g filter="url(#still-shadow)">
        <rect x="360" y="236" width="244" height="124" rx="18" fill="#ffffff" />
      </g>
      <text x="380" y="264" fontSize="11" fontWeight="600" fill="#6366f1" letterSpacing="1">
        LEADS THIS WEEK
      </text>
      <text x="584" y="264" textAnchor="end" fontSize="13" fontWeight="700" fill="#059669">
        +38%
      </text>
      {[34, 48, 40, 62, 56, 74, 86].map((h, i) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing
          key={i}
          x={384 + i * 30}
          y={344 - h}
          width="18"
          height={h}
          rx="5"
          fill={i === 6 ? "#f97316" : "#818cf8"}
          opacity={i === 6 ? 1 : 0.55 + i * 0.06}
        />
      ))}
    </svg>
  );
}
