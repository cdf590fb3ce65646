import type { OrderLine } from "@tablewise/domain/contract/order";

// A ticket's lines: quantity first and large, then the dish, its variants and modifiers.
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  return (
    <ul className="lines">
      {lines.map((line) => {
        const extras = [...line.variants, ...line.modificators].map((i) => i.name);
        return (
          <li key={line._id} className="lines__line">
            <span className="lines__qty">{line.quantity}×</span>
            <span className="lines__name">
              {line.name}
              {extras.length > 0 && <span className="lines__extras">{extras.join(", ")}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
