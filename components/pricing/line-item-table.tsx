import type { LineItemCategory } from "@/content/pricing";
import { lineItemPriceParts } from "@/lib/pricing";
import { TypeBadge } from "./type-badge";

/** One category of the build-your-own menu as a three-column table (Item, Type, Price). */
export function LineItemTable({ category, id }: { category: LineItemCategory; id: string }) {
  return (
    <div className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      {/* Fixed column widths, so the Type and Price columns line up across every table. */}
      <table className="w-full table-fixed text-left text-sm">
        <colgroup>
          <col />
          <col className="w-28 sm:w-32" />
          <col className="w-32 sm:w-40" />
        </colgroup>
        <caption className="border-b border-line bg-surface px-4 py-3 text-left sm:px-5">
          <h3 id={id} className="text-base font-semibold text-ink">
            {category.name}
          </h3>
        </caption>
        <thead>
          <tr className="border-b border-line text-xs uppercase tracking-wider text-muted">
            <th scope="col" className="px-4 py-2.5 font-semibold sm:px-5">
              Item
            </th>
            <th scope="col" className="px-2 py-2.5 font-semibold sm:px-4">
              Type
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-semibold sm:px-5">
              Price
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {category.items.map((item) => {
            const { amount, period } = lineItemPriceParts(item);
            return (
              <tr key={item.name}>
                <th scope="row" className="px-4 py-3 font-medium text-ink sm:px-5">
                  {item.name}
                </th>
                <td className="px-2 py-3 sm:px-4">
                  <TypeBadge type={item.type} />
                </td>
                <td className="px-4 py-3 text-right text-ink sm:px-5">
                  <span className="whitespace-nowrap font-semibold">{amount}</span>
                  {period && (
                    <>
                      {" "}
                      <span className="whitespace-nowrap text-muted">{period}</span>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
