import type { OrderLine } from "@tablewise/domain/contract/order";

// A ticket's lines: quantity first and large, then the dish, its variants and modifiers. A declined
// addition's lines are struck through (its reason is said in words next to them).
export function OrderLines({ lines, struck = false }: { lines: OrderLine[]; struck?: boolean }) {
  const Name = struck ? "del" : "span";
  return (
    <ul className={struck ? "lines lines--struck" : "lines"}>
      {lines.map((line) => {
        const extras = [...line.variants, ...line.modificators].map((i) => i.name);
        return (
          <li key={line._id} className="lines__line">
            <span className="lines__qty">{line.quantity}×</span>
            <Name className="lines__name">
              {line.name}
              {extras.length > 0 && <span className="lines__extras">{extras.join(", ")}</span>}
            </Name>
          </li>
        );
      })}
    </ul>
  );
}
