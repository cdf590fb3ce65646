import { fromMinorUnits, type MinorUnits } from "@tablewise/domain/rules/money";
import type { PaymentRow } from "../modules/orders/index";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Amounts are minor units, shown as the decimal a person reads.
const money = (units: MinorUnits, currency: string) => `${fromMinorUnits(units).toFixed(2)} ${currency}`;

// The built-in sandbox gateway's hosted page (DESIGN.md §1 payments): plain HTML forms, no script and no
// inline style, so the app's CSP (script-src 'self', style-src 'self', form-action 'self') holds.
export function renderSandboxPage(payment: PaymentRow, currency: string): string {
  return renderGatewayPage({
    actionBase: `/api/sandbox/pay/${encodeURIComponent(payment.id)}`,
    amount: payment.amount,
    tip: payment.tip,
    status: payment.status,
    returnPath: payment.returnPath,
    currency,
  });
}

// One sandbox page for every kind of payment (bills, reservation deposits): approve and decline post to
// `${actionBase}/approve|decline`.
export type GatewayPayment = {
  actionBase: string;
  amount: MinorUnits;
  tip: MinorUnits;
  status: string;
  returnPath: string;
  currency: string;
};

// The demo gateway looks like a payment page. Its stylesheet is a separate file
// (style-src 'self' forbids inline styles) served at sandboxCssPath; the logo is an <img> of a same-origin
// SVG data URL (img-src allows data:). No script at all.
export const sandboxCssPath = "/api/sandbox/gateway.css";

const logo =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 24"><rect x="1" y="1" width="30" height="22" rx="4" fill="#1f3a8a"/><rect x="1" y="6" width="30" height="4" fill="#0f1f4d"/><rect x="5" y="14" width="8" height="5" rx="1" fill="#f5c542"/><circle cx="22" cy="16.5" r="3" fill="#ef4444"/><circle cx="26" cy="16.5" r="3" fill="#f59e0b" opacity="0.9"/></svg>',
  );

export const sandboxCss = `*{box-sizing:border-box}
body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2ff;color:#111827;display:flex;justify-content:center;align-items:flex-start;padding:24px 16px}
.gw{width:100%;max-width:420px;background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(15,31,77,.15);overflow:hidden}
.gw__head{display:flex;align-items:center;gap:12px;padding:16px 20px;background:#1f3a8a;color:#fff}
.gw__head img{width:40px;height:30px}
.gw__brand{margin:0;font-size:1.1rem;font-weight:700}
.gw__test{margin:0;font-size:.85rem;opacity:.9}
.gw__body{padding:20px}
.gw__amount{margin:0 0 4px;font-size:2rem;font-weight:800;font-variant-numeric:tabular-nums}
.gw__note{margin:0 0 16px;color:#4b5563}
.gw dl{display:grid;grid-template-columns:1fr auto;gap:8px 16px;margin:0 0 20px;padding:12px 16px;background:#f9fafb;border-radius:12px}
.gw dt{color:#4b5563}.gw dd{margin:0;text-align:end;font-variant-numeric:tabular-nums}
.gw dt.gw__total,.gw dd.gw__total{font-weight:700;color:#111827}
.gw form{margin:0 0 12px}
.gw button{width:100%;min-height:48px;border:0;border-radius:12px;font:inherit;font-weight:700;cursor:pointer}
.gw__approve{background:#15803d;color:#fff}
.gw__decline{background:#fff;color:#b91c1c;border:1px solid #b91c1c!important}
.gw button:focus-visible,.gw a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.gw__state{margin:0 0 12px;font-weight:600}
.gw a{color:#1f3a8a;font-weight:600}
`;

export function renderGatewayPage(payment: GatewayPayment): string {
  const { actionBase, currency } = payment;
  const pending = payment.status === "pending";
  const total = money(payment.amount + payment.tip, currency);
  const actions = pending
    ? `<form method="post" action="${escape(actionBase)}/approve"><button type="submit" class="gw__approve">Approve and pay ${escape(total)}</button></form>
<form method="post" action="${escape(actionBase)}/decline"><button type="submit" class="gw__decline">Decline</button></form>`
    : `<p class="gw__state">This payment is ${escape(payment.status)}.</p><p><a href="${escape(payment.returnPath)}">Back</a></p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${sandboxCssPath}">
<title>Demo payment</title></head>
<body>
<main class="gw">
<header class="gw__head"><img src="${logo}" alt="" width="40" height="30">
<div><h1 class="gw__brand">Demo payment</h1><p class="gw__test">Test gateway · no money moves</p></div></header>
<div class="gw__body">
<p class="gw__amount">${escape(total)}</p>
<p class="gw__note">Approve to pay, or decline to go back without paying.</p>
<dl>
<dt>Amount</dt><dd>${escape(money(payment.amount, currency))}</dd>
<dt>Tip</dt><dd>${escape(money(payment.tip, currency))}</dd>
<dt class="gw__total">Total</dt><dd class="gw__total">${escape(total)}</dd>
</dl>
${actions}
</div>
</main>
</body>
</html>
`;
}
