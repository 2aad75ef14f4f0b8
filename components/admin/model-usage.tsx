// The language model's spend at a glance: today's tokens against the daily budget (when it is
// spent, visitors get the rule-based answers) and the month so far.
import { Gauge } from "@/components/ui/icons";
import type { ModelUsage } from "@/lib/validations/llm-usage";

const number = new Intl.NumberFormat("en-US");

export function ModelUsageCard({ usage }: { usage: ModelUsage }) {
  const share = usage.budget > 0 ? Math.min(1, usage.today.tokens / usage.budget) : 1;
  const percent = Math.round(share * 100);
  const used = usage.today.tokens > 0 && percent === 0 ? "less than 1%" : `${percent}%`;
  return (
    <section
      aria-labelledby="model-usage-heading"
      className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5"
    >
      <div className="flex items-center gap-2">
        <Gauge className="size-5 text-brand-600" aria-hidden />
        <h2 id="model-usage-heading" className="text-base font-semibold text-ink">
          Assistant model usage
        </h2>
      </div>
      <p className="mt-3 text-sm text-ink">
        Today the assistant has used <strong>{used}</strong> of its daily allowance for the language
        model.
        {percent >= 100
          ? " Until midnight it answers with its built-in replies."
          : percent >= 90
            ? " When it runs out, the assistant answers with its built-in replies until midnight."
            : ""}
      </p>
      <div
        role="progressbar"
        aria-label="Today's share of the daily allowance"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-brand-50"
      >
        <div
          className={percent >= 90 ? "h-full bg-amber-500" : "h-full bg-brand-600"}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-3 text-sm text-muted">
        This month: {number.format(usage.month.calls)} replies written by the model (
        {usage.month.budget > 0
          ? `${Math.round((usage.month.tokens / usage.month.budget) * 100)}% of the month's allowance`
          : "no allowance set"}
        )
        {usage.month.refusals > 0
          ? `; ${number.format(usage.month.refusals)} answered with built-in replies after the allowance ran out`
          : ""}
        .
      </p>
    </section>
  );
}
