// The e-mails of customers who ordered more than once in the period, most orders first.
import { useId } from "react";
import { useIntl } from "react-intl";
import { dashboardMessages as m } from "../messages";

export function LoyalCustomers({ customers }: { customers: readonly { email: string; orders: number }[] }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="dash-card" aria-labelledby={headingId}>
      <div className="dash-card-head">
        <h2 id={headingId}>{intl.formatMessage(m.loyalCustomers)}</h2>
      </div>
      <p className="dash-muted">{intl.formatMessage(customers.length > 0 ? m.loyalCustomersHint : m.noLoyalCustomers)}</p>
      {customers.length > 0 ? (
        // A long list scrolls in its box, which takes the keyboard focus so it can scroll without a mouse.
        <div className="dash-table-box dash-loyal" tabIndex={0} role="region" aria-label={intl.formatMessage(m.loyalCustomers)}>
          <table className="dash-table">
            <caption className="sr-only">{intl.formatMessage(m.loyalCustomers)}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.columnEmail)}</th>
                <th scope="col" className="dash-num">
                  {intl.formatMessage(m.columnOrders)}
                </th>
              </tr>
            </thead>
            <tbody>
              {customers.map((c) => (
                <tr key={c.email}>
                  <th scope="row" className="dash-email">
                    {c.email}
                  </th>
                  <td className="dash-num">{intl.formatNumber(c.orders)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
