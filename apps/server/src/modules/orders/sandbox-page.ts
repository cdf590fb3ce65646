import type { PaymentRow } from "./payment.repository";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (value: number, currency: string) => `${value.toFixed(2)} ${currency}`;

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
  amount: number;
  tip: number;
  status: string;
  returnPath: string;
  currency: string;
};

export function renderGatewayPage(payment: GatewayPayment): string {
  const { actionBase, currency } = payment;
  const pending = payment.status === "pending";
  const actions = pending
    ? `<form method="post" action="${escape(actionBase)}/approve"><button type="submit">Approve</button></form>
<form method="post" action="${escape(actionBase)}/decline"><button type="submit">Decline</button></form>`
    : `<p>This payment is ${escape(payment.status)}.</p><p><a href="${escape(payment.returnPath)}">Back</a></p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Sandbox payment</title></head>
<body>
<h1>Sandbox payment</h1>
<p>A test gateway: no money moves.</p>
<dl>
<dt>Amount</dt><dd>${escape(money(payment.amount, currency))}</dd>
<dt>Tip</dt><dd>${escape(money(payment.tip, currency))}</dd>
<dt>Total</dt><dd>${escape(money(payment.amount + payment.tip, currency))}</dd>
</dl>
${actions}
</body>
</html>
`;
}
