// The gateways' logos, shipped with the app as inline SVG (no CDN, no request; the
// strict CSP stays as it is). Keyed by the gateway's name as the server sends it in the pay link.
const svgProps = {
  viewBox: "0 0 48 24",
  width: 48,
  height: 24,
  "aria-hidden": true,
  focusable: false,
} as const;

function SandboxLogo() {
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

function StripeLogo() {
  return (
    <svg {...svgProps} data-logo="stripe">
      <rect width="48" height="24" rx="5" fill="#635bff" />
      <path
        d="M22.6 9.3c0-.7.6-1 1.5-1 1.3 0 3 .4 4.3 1.1V5.6a11.4 11.4 0 0 0-4.3-.8c-3.5 0-5.8 1.8-5.8 4.9 0 4.8 6.6 4 6.6 6.1 0 .8-.7 1.1-1.7 1.1-1.5 0-3.4-.6-4.9-1.4v3.9c1.7.7 3.3 1 4.9 1 3.6 0 6.1-1.8 6.1-4.9 0-5.2-6.7-4.3-6.7-6.2z"
        fill="#fff"
      />
    </svg>
  );
}

function LiqPayLogo() {
  return (
    <svg {...svgProps} data-logo="liqpay">
      <rect width="48" height="24" rx="5" fill="#7ab72b" />
      <circle cx="17" cy="12" r="6" fill="none" stroke="#fff" strokeWidth="2.5" />
      <path d="M20.5 15.5l3 3" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M29 7v10h6" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export const gatewayLogos: Record<string, () => React.JSX.Element> = {
  sandbox: SandboxLogo,
  stripe: StripeLogo,
  liqpay: LiqPayLogo,
};

// A provider's own name is its brand, the same in every language.
export const gatewayBrandNames: Record<string, string> = { stripe: "Stripe", liqpay: "LiqPay" };
