import { Fragment } from "react";
import { ArrowLeftRight } from "@/components/ui/icons";
import "./services.css";

/** "HubSpot ↔ QuickBooks": an arrow icon between the names, read aloud as "HubSpot with QuickBooks". */
export function IntegrationPair({ pair }: { pair: string }) {
  const names = pair.split("↔").map((part) => part.trim());
  if (names.length < 2) return <>{pair}</>;
  return (
    <>
      <span className="sr-only">{names.join(" with ")}</span>
      <span aria-hidden className="inline-flex flex-wrap items-center gap-x-2">
        {names.map((name, i) => (
          <Fragment key={name}>
            {i > 0 && <ArrowLeftRight className="size-4 shrink-0 text-brand-500" />}
            <span>{name}</span>
          </Fragment>
        ))}
      </span>
    </>
  );
}
