import { Bot } from "@/components/ui/icons";
import { cn } from "@/lib/utils/cn";
import "./chat.css";

/** The assistant's face: one mark in the header and beside each of its messages. */
export function BotAvatar({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn("flex shrink-0 items-center justify-center rounded-full", className)}
    >
      <Bot className="size-[60%]" />
    </span>
  );
}
