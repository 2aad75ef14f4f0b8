import { Check } from "lucide-react";
import { ExternalButton } from "@/components/ui/button";
import type { Package } from "@/content/pricing";
import { cn } from "@/lib/utils/cn";
import { toId } from "./format";

/** One pricing package; the popular one gets a badge, a brand border and a lifted shadow. */
export function PackageCard({
  pkg,
  bookingUrl,
  popularLabel,
}: {
  pkg: Package;
  bookingUrl: string;
  popularLabel: string;
}) {
  const headingId = `package-${toId(pkg.name)}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "relative flex h-full flex-col rounded-card bg-white p-6 sm:p-8",
        pkg.popular
          ? "border-2 border-brand-500 shadow-lift lg:-my-4 lg:py-12"
          : "border border-line shadow-card",
      )}
    >
      {pkg.popular && (
        <p className="absolute -top-3.5 left-6 rounded-pill bg-brand-600 px-3 py-1 text-xs font-bold uppercase tracking-wider text-white sm:left-8">
          {popularLabel}
        </p>
      )}
      <h3 id={headingId} className="text-xl font-semibold text-ink">
        {pkg.name}
      </h3>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight text-ink">{pkg.price}</span>
        <span className="text-sm font-medium text-muted">{pkg.note}</span>
      </p>
      <ul className="mt-8 flex-1 space-y-3">
        {pkg.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-sm leading-6 text-ink">
            <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <ExternalButton
        href={bookingUrl}
        variant={pkg.popular ? "primary" : "secondary"}
        size="lg"
        className="mt-8 w-full"
      >
        {pkg.button}
        <span className="sr-only"> with the {pkg.name} package</span>
      </ExternalButton>
    </article>
  );
}
