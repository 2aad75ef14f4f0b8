import { ExternalButton } from "@/components/ui/button";
import { CheckItems } from "@/components/ui/check-items";
import type { Package } from "@/content/pricing";
import { toId } from "@/lib/pricing";
import "./pricing.css";

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
      // The popular one is lifted above and below its row (`.pkg.pop`).
      className={pkg.popular ? "pkg pop" : "pkg"}
    >
      {pkg.popular && <p>{popularLabel}</p>}
      <h3 id={headingId}>{pkg.name}</h3>
      <p>
        <b>{pkg.price}</b> {pkg.note}
      </p>
      <CheckItems items={pkg.features} className="sm tall mt-8 flex-1" />
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
