import { ExternalButton } from "@/components/ui/button";
import { CheckItems } from "@/components/ui/check-items";
import type { Package } from "@/content/pricing";
import { toId } from "@/lib/pricing";
import { cn } from "@/lib/utils/cn";

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
      data-chat-avoid
      className={cn(
        "relative flex h-full flex-col rounded-card bg-white p-6 sm:p-8",
        pkg.popular
          ? // Lifted 1rem above and below the row, and as much taller, so its content has the
            // same room as its neighbours' and nothing is squeezed.
            "border-2 border-brand-500 shadow-lift lg:-my-4 lg:h-[calc(100%+2rem)] lg:py-12"
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
      <CheckItems
        items={pkg.features}
        className="mt-8 flex-1"
        itemClassName="text-sm leading-6 text-ink"
      />
      <ExternalButton
        href={bookingUrl}
        variant={pkg.popular ? "primary" : "secondary"}
        size="lg"
        className="mt-8 w-full shrink-0"
      >
        {pkg.button}
        <span className="sr-only"> with the {pkg.name} package</span>
      </ExternalButton>
    </article>
  );
}
