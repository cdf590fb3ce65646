import { useTranslation } from "react-i18next";
import "./gateway-brand.css";
import { gatewayBrandNames, gatewayLogos } from "./gateway-logos";

// SPEC §7: the guest reads the payment gateway's display name and logo, never its
// internal id ("sandbox"). The built-in demo gateway has a local name; Stripe and LiqPay their brand names;
// each known one an inline logo (no request). Another shows its name as the server
// gives it.
const known = { sandbox: "gateway.sandbox" } as const;
const isKnown = (gateway: string): gateway is keyof typeof known => gateway in known;

export function useGatewayName(): (gateway: string) => string {
  const { t } = useTranslation();
  return (gateway) => {
    if (isKnown(gateway)) return t(known[gateway]);
    return Object.hasOwn(gatewayBrandNames, gateway) ? gatewayBrandNames[gateway]! : gateway;
  };
}

export function GatewayBrand({ gateway }: { gateway: string }) {
  const name = useGatewayName()(gateway);
  const Logo = Object.hasOwn(gatewayLogos, gateway) ? gatewayLogos[gateway] : undefined;
  return (
    <span className="gateway-brand" data-testid="gateway-brand" data-gateway={gateway}>
      {Logo ? <Logo /> : null}
      <span className="gateway-brand__name">{name}</span>
    </span>
  );
}
