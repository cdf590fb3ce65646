import { useTranslation } from "react-i18next";
import "./gateway-brand.css";

// Issue 17 point 9 / SPEC §7: the guest reads the payment gateway's display name and logo, never its
// internal id ("sandbox"). The built-in demo gateway has a local name and an inline logo (no request);
// another gateway shows its name as the server gives it.
const known = { sandbox: "gateway.sandbox" } as const;
const isKnown = (gateway: string): gateway is keyof typeof known => gateway in known;

export function useGatewayName(): (gateway: string) => string {
  const { t } = useTranslation();
  return (gateway) => {
    return isKnown(gateway) ? t(known[gateway]) : gateway;
  };
}

function DemoLogo() {
  return (
    <svg viewBox="0 0 32 24" width={32} height={24} aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="30" height="22" rx="4" fill="#1f3a8a" />
      <rect x="1" y="6" width="30" height="4" fill="#0f1f4d" />
      <rect x="5" y="14" width="8" height="5" rx="1" fill="#f5c542" />
      <circle cx="22" cy="16.5" r="3" fill="#ef4444" opacity="0.9" />
      <circle cx="26" cy="16.5" r="3" fill="#f59e0b" opacity="0.9" />
    </svg>
  );
}

export function GatewayBrand({ gateway }: { gateway: string }) {
  const name = useGatewayName()(gateway);
  return (
    <span className="gateway-brand" data-testid="gateway-brand" data-gateway={gateway}>
      {isKnown(gateway) ? <DemoLogo /> : null}
      <span className="gateway-brand__name">{name}</span>
    </span>
  );
}
