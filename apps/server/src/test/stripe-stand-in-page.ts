// The Stripe stand-in's hosted checkout page (the e2e browser is sent here and
// back). Plain HTML with its own inline style: it is the stand-in's origin, not the app's, so the app's
// CSP does not apply. Accessible on its own (the e2e scans it with axe): a language, a title, one main
// landmark, a heading, the amount, a Pay button and a Cancel link. An expired session's page says so and
// has no Pay button, as Stripe's does.
export type HostedPageSession = {
  id: string;
  amount_total: number;
  currency: string;
  description: string;
  status: string;
};

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

// Minor units back to the currency's own notation; Intl knows which currencies have no decimals.
function formatAmount(minor: number, currency: string) {
  const code = currency.toUpperCase();
  const format = new Intl.NumberFormat("en", { style: "currency", currency: code });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

const style = `
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f9fc;color:#1a1f36}
main{max-width:420px;margin:0 auto;padding:32px 20px}
.brand{font-weight:700;color:#4f3fd6;letter-spacing:.02em;margin:0 0 24px}
h1{font-size:1.1rem;font-weight:500;color:#3c4257;margin:0}
.amount{font-size:2.25rem;font-weight:700;margin:4px 0 24px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 8px rgba(26,31,54,.12);padding:20px;margin-bottom:24px}
.card p{margin:0;color:#3c4257}
button{width:100%;min-height:48px;border:0;border-radius:8px;background:#4f3fd6;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.cancel{display:block;text-align:center;margin-top:20px;color:#3c4257}
.note{font-size:.85rem;color:#3c4257;margin-top:32px}
`;

export function renderHostedPage(s: HostedPageSession, cancelHref: string) {
  const amount = escape(formatAmount(s.amount_total, s.currency));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${escape(s.description)} | Stripe test checkout</title>
<link rel="icon" href="data:,">
<style>${style}</style>
</head>
<body>
<main>
<p class="brand">stripe <span aria-hidden="true">·</span> test mode</p>
<h1>Pay ${escape(s.description)}</h1>
<p class="amount" data-testid="checkout-amount">${amount}</p>
<div class="card"><p>Test card 4242 4242 4242 4242</p></div>
${
  s.status === "expired"
    ? `<p data-testid="checkout-expired">This checkout session has expired.</p>`
    : `<form method="post" action="/pay/${escape(s.id)}">
<button type="submit">Pay ${amount}</button>
</form>`
}
<a class="cancel" href="${escape(cancelHref)}">Cancel and return to the venue</a>
<p class="note">A local stand-in for Stripe Checkout (tests only). Session ${escape(s.id)}.</p>
</main>
</body>
</html>`;
}
