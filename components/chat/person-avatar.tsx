import type { LiveAgent } from "@/lib/chat/state";
import { cn } from "@/lib/utils/cn";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");

/** A person of the team: their profile photo, or their initials. */
export function PersonAvatar({ agent, className }: { agent: LiveAgent; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-amber-100 text-xs font-semibold text-amber-900",
        className,
      )}
    >
      {agent.photo ? (
        // biome-ignore lint/performance/noImgElement: a small profile photo at any address the owner set, in a client-only panel
        <img src={agent.photo} alt="" className="size-full object-cover" />
      ) : (
        initials(agent.name)
      )}
    </span>
  );
}
