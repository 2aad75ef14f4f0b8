import { CircleDot, icons, type LucideProps } from "lucide-react";

/** Renders a lucide icon by the name stored in content/ (server side, so no client cost). */
export function Icon({ name, ...props }: { name: string } & LucideProps) {
  const Component = icons[name as keyof typeof icons] ?? CircleDot;
  return <Component aria-hidden="true" focusable="false" {...props} />;
}
