import type { LineItemCategory } from "@/content/pricing";
import { lineItemPriceParts } from "@/lib/pricing";
import { TypeBadge } from "./type-badge";
import "./pricing.css";

/** One category of the build-your-own menu as a table with fixed column widths, so the columns
 * line up across tables (`.lit`). */
export function LineItemTable({ category, id }: { category: LineItemCategory; id: string }) {
  return (
    <div className="lit">
      <table>
        <colgroup>
          <col />
          <col />
          <col />
        </colgroup>
        <caption>
          <h3 id={id}>{category.name}</h3>
        </caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Type</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {category.items.map((item, i) => {
            const { amount, period } = lineItemPriceParts(item);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: static content; a key is written into the RSC payload
              <tr key={i}>
                <th scope="row">{item.name}</th>
                <td>
                  <TypeBadge type={item.type} />
                </td>
                <td>
                  <b>{amount}</b>
                  {period && <small>{` ${period}`}</small>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
