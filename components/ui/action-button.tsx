import type { ComponentProps } from "react";
import { ArrowRight, CalendarDays } from "@/components/ui/icons";
import { site } from "@/config/site";
import type { Action } from "@/content/types";
import { ButtonLink, ExternalButton } from "./button";

type Style = Pick<ComponentProps<typeof ButtonLink>, "variant" | "size" | "className">;

/** A content-defined button: "booking" opens /book in a new tab (redirecting to BOOKING_URL at
 * run time), anything else is a link within the site. */
export function ActionButton({ action, ...style }: { action: Action } & Style) {
  if ("to" in action) {
    return (
      <ExternalButton href={site.bookingPath} {...style}>
        <CalendarDays />
        {action.label}
      </ExternalButton>
    );
  }
  return (
    <ButtonLink href={action.href} {...style}>
      {action.label}
      <ArrowRight />
    </ButtonLink>
  );
}
