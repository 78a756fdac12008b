// The stand-in's browser pages, in place of Stripe's hosted ones: the pricing table element, Checkout,
// the customer portal, Connect onboarding and a card payment. Plain HTML forms, no script but the
// pricing table's; every control has a label or a name.
import type { StripeObject } from "./store";

export function esc(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);
}

export function money(amount: number, currency: string): string {
  const zeroDecimal = ["jpy", "krw", "vnd", "clp", "pyg", "xof", "xaf", "isk", "ugx"].includes(currency.toLowerCase());
  const value = zeroDecimal ? amount : amount / 100;
  return new Intl.NumberFormat("en", { style: "currency", currency: currency.toUpperCase() }).format(value);
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f6f8fa;color:#1a1f36}
main{max-width:34rem;margin:2rem auto;background:#fff;border:1px solid #d8dee4;border-radius:8px;padding:1.5rem}
h1{font-size:1.4rem;margin-top:0}
.note{background:#fff8c5;border:1px solid #d4a72c;border-radius:6px;padding:.5rem .75rem;font-size:.9rem}
button{font:inherit;padding:.55rem 1rem;border-radius:6px;border:1px solid #635bff;background:#635bff;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#635bff}
button.danger{background:#fff;color:#b42318;border-color:#b42318}
table{width:100%;border-collapse:collapse;margin:1rem 0}td,th{text-align:left;padding:.35rem 0;border-bottom:1px solid #eee}
form{display:inline-block;margin:.25rem .5rem .25rem 0}
a{color:#4f46e5}
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head>
<body><main>
<p class="note" role="note">Local Stripe stand-in (test mode, no real money).</p>
${body}
</main></body></html>`;
}

// ---------- pricing table ----------

export interface PlanCard {
  plan: string;
  name: string;
  price: string;
  amount: number;
  currency: string;
}

/**
 * GET /v3/pricing-table.js: the <stripe-pricing-table> element; each plan's form starts a Checkout. No
 * headings inside (Stripe's own table is an iframe): the host page's heading levels stay as they are.
 */
export function pricingTableScript(baseUrl: string, plans: PlanCard[], addon: PlanCard): string {
  const config = JSON.stringify({
    action: `${baseUrl}/pricing-table/checkout`,
    plans: plans.map((p) => ({ ...p, label: money(p.amount, p.currency) })),
    addon: { ...addon, label: money(addon.amount, addon.currency) },
  });
  return `// Local Stripe stand-in: <stripe-pricing-table> (pricing-table-id, publishable-key, client-reference-id, customer-email).
(function () {
  if (customElements.get("stripe-pricing-table")) return;
  var CONFIG = ${config};
  function esc(v) { return String(v == null ? "" : v).replace(/[&<>"']/g, function (c) { return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]; }); }
  class StripePricingTable extends HTMLElement {
    static get observedAttributes() { return ["pricing-table-id", "publishable-key", "client-reference-id", "customer-email"]; }
    connectedCallback() { this.render(); }
    attributeChangedCallback() { this.render(); }
    render() {
      var root = this.shadowRoot || this.attachShadow({ mode: "open" });
      var ref = this.getAttribute("client-reference-id") || "";
      var email = this.getAttribute("customer-email") || "";
      var table = this.getAttribute("pricing-table-id") || "";
      var key = this.getAttribute("publishable-key") || "";
      var origin = window.location.origin;
      root.innerHTML =
        "<style>:host{display:block}.plans{display:flex;flex-wrap:wrap;gap:1rem}" +
        "section{border:1px solid #d8dee4;border-radius:8px;padding:1rem;min-width:13rem;flex:1;background:#fff;color:#1a1f36;font-family:system-ui,sans-serif}" +
        "p{margin:.3rem 0}.name{font-weight:700;font-size:1.15rem}label{display:block;margin:.6rem 0}" +
        "button{font:inherit;padding:.5rem 1rem;border-radius:6px;border:1px solid #635bff;background:#635bff;color:#fff;cursor:pointer}</style>" +
        '<div class="plans">' +
        CONFIG.plans.map(function (p) {
          var id = "plan-" + p.plan;
          return '<section aria-labelledby="' + id + '"><form method="post" target="_top" action="' + esc(CONFIG.action) + '">' +
            '<p class="name" id="' + id + '">' + esc(p.name) + "</p><p>" + esc(p.label) + " per month</p>" +
            '<input type="hidden" name="price" value="' + esc(p.price) + '">' +
            '<input type="hidden" name="client_reference_id" value="' + esc(ref) + '">' +
            '<input type="hidden" name="customer_email" value="' + esc(email) + '">' +
            '<input type="hidden" name="pricing_table_id" value="' + esc(table) + '">' +
            '<input type="hidden" name="publishable_key" value="' + esc(key) + '">' +
            '<input type="hidden" name="origin" value="' + esc(origin) + '">' +
            '<label><input type="checkbox" name="addon" value="' + esc(CONFIG.addon.price) + '"> Add ' + esc(CONFIG.addon.name) + " (" + esc(CONFIG.addon.label) + " per month)</label>" +
            '<button type="submit">Subscribe to ' + esc(p.name) + "</button></form></section>";
        }).join("") +
        "</div>";
    }
  }
  customElements.define("stripe-pricing-table", StripePricingTable);
})();
`;
}

// ---------- checkout ----------

export interface LineView {
  description: string;
  amount: number;
  currency: string;
  quantity: number;
}

export function checkoutPage(session: StripeObject, lines: LineView[]): string {
  const currency = String(session.currency);
  const total = Number(session.amount_total);
  const rows = lines.map((l) => `<tr><td>${esc(l.description)}${l.quantity > 1 ? ` × ${l.quantity}` : ""}</td><td>${esc(money(l.amount, l.currency))}</td></tr>`).join("");
  const per = session.mode === "subscription" ? " per month" : "";
  if (session.status !== "open") {
    return page(
      "Checkout",
      `<h1>Checkout</h1><p>This checkout is ${esc(session.status)}.</p>${session.success_url ? `<p><a href="${esc(successUrl(session))}">Continue</a></p>` : ""}`,
    );
  }
  return page(
    "Checkout",
    `<h1>${session.mode === "subscription" ? "Subscribe to Comanda" : "Pay"}</h1>
<table aria-label="Order summary"><thead><tr><th scope="col">Item</th><th scope="col">Price</th></tr></thead><tbody>${rows}</tbody>
<tfoot><tr><th scope="row">Total${per}</th><td>${esc(money(total, currency))}</td></tr></tfoot></table>
${session.customer_email ? `<p>E-mail: ${esc(session.customer_email)}</p>` : ""}
<p>Card: 4242 4242 4242 4242 (test card)</p>
<form method="post" action="/checkout/${esc(session.id)}/pay"><button type="submit">Pay ${esc(money(total, currency))}</button></form>
${session.cancel_url ? `<p><a href="${esc(session.cancel_url)}">Cancel and go back</a></p>` : ""}`,
  );
}

export function successUrl(session: StripeObject): string {
  return String(session.success_url ?? "").replace("{CHECKOUT_SESSION_ID}", encodeURIComponent(session.id));
}

// ---------- customer portal ----------

export interface PortalSubscriptionView {
  id: string;
  status: string;
  planName: string;
  planPrice: string;
  otherPlans: { price: string; name: string }[];
  hasAddon: boolean;
  addonName: string;
  cancelAtPeriodEnd: boolean;
}

export function portalPage(session: StripeObject, subscriptions: PortalSubscriptionView[], message?: string): string {
  const action = (what: string) => `/portal/${esc(session.id)}/${what}`;
  const items = subscriptions
    .map(
      (s) => `<section aria-labelledby="sub-${esc(s.id)}">
<h2 id="sub-${esc(s.id)}">${esc(s.planName)} plan</h2>
<p>Status: ${esc(s.status)}${s.cancelAtPeriodEnd ? " (cancels at the end of the period)" : ""}</p>
<p>${esc(s.addonName)}: ${s.hasAddon ? "included" : "not included"}</p>
${s.otherPlans
  .map(
    (p) =>
      `<form method="post" action="${action("plan")}"><input type="hidden" name="subscription" value="${esc(s.id)}"><input type="hidden" name="price" value="${esc(p.price)}"><button type="submit" class="secondary">Switch to ${esc(p.name)}</button></form>`,
  )
  .join("")}
<form method="post" action="${action("addon")}"><input type="hidden" name="subscription" value="${esc(s.id)}"><input type="hidden" name="add" value="${s.hasAddon ? "false" : "true"}"><button type="submit" class="secondary">${s.hasAddon ? `Remove ${esc(s.addonName)}` : `Add ${esc(s.addonName)}`}</button></form>
<form method="post" action="${action("cancel")}"><input type="hidden" name="subscription" value="${esc(s.id)}"><button type="submit" class="danger">Cancel subscription</button></form>
</section>`,
    )
    .join("");
  return page(
    "Billing",
    `<h1>Billing</h1>
${message ? `<p role="status">${esc(message)}</p>` : ""}
${items || "<p>No active subscription.</p>"}
${session.return_url ? `<p><a href="${esc(session.return_url)}">Return to Comanda</a></p>` : ""}`,
  );
}

// ---------- Connect onboarding ----------

export function connectPage(link: StripeObject, account: StripeObject): string {
  return page(
    "Set up payments",
    `<h1>Set up card payments</h1>
<p>Account ${esc(account.id)}${account.email ? ` (${esc(account.email)})` : ""}.</p>
<p>Bank account: ES91 2100 0418 4502 0005 1332 (test)</p>
<form method="post" action="/connect/${esc(link.id)}/complete"><button type="submit">Complete onboarding</button></form>
<form method="post" action="/connect/${esc(link.id)}/later"><button type="submit" class="secondary">Finish later</button></form>`,
  );
}

// ---------- a card payment (for clicking through online payment) ----------

export function paymentPage(intent: StripeObject): string {
  const amount = money(Number(intent.amount), String(intent.currency));
  const open = !["succeeded", "canceled"].includes(String(intent.status));
  return page(
    "Pay",
    `<h1>Pay ${esc(amount)}</h1>
<p>Payment ${esc(intent.id)}: ${esc(intent.status)}.</p>
${
  open
    ? `<form method="post" action="/pay/${esc(intent.id)}/succeed"><button type="submit">Pay ${esc(amount)}</button></form>
<form method="post" action="/pay/${esc(intent.id)}/fail"><button type="submit" class="danger">Decline the card</button></form>`
    : ""
}`,
  );
}
