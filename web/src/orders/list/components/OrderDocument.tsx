// The printable receipt or delivery note of an order (spec §2 receipt and delivery-note buttons): a block
// marked for printing, with the order's QR code (its pickup code) drawn in the browser, and on a receipt whose
// order has a tax record the VeriFactu QR code (Orden HAC/1177/2024 art. 21: "QR tributario:" above it and
// "VERI*FACTU" below, fixed texts of the regulation, not translated), as the PDF and the printer ticket carry it.
import { useEffect, useState } from "react";
import QRCode from "qrcode";
import { useIntl } from "react-intl";
import { orderCodePayload, type Address, type Order } from "@comanda/shared";
import { PrintBlock } from "../../../app/shell/PrintBlock";
import { fetchOrderTaxQr } from "../../repository";
import { orderSharedMessages } from "../../shared/messages";
import { orderDetailMessages as d } from "../messages";
import { DiscountRows } from "./DiscountRows";

export type DocumentKind = "receipt" | "delivery-note";

export interface DocumentFormat {
  money: (amount: number) => string;
  dateTime: (iso: string) => string;
  /** The item's name, addons and option values in the content language. */
  itemLines: (item: Order["items"][number]) => { name: string; extras: string[] };
}

/** The QR code of a pickup code as a PNG data URL, null while drawing or without a code. */
export function useOrderQrCode(pickupCode: string | undefined): string | null {
  const [url, setUrl] = useState<{ code: string; url: string } | null>(null);
  useEffect(() => {
    if (!pickupCode) return;
    let live = true;
    QRCode.toDataURL(orderCodePayload(pickupCode), { margin: 1, width: 176, errorCorrectionLevel: "M" })
      .then((data) => live && setUrl({ code: pickupCode, url: data }))
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
    };
  }, [pickupCode]);
  return url && url.code === pickupCode ? url.url : null;
}

/**
 * The VeriFactu QR code of the order's ticket as a PNG data URL: asked of the server (the tax record is read with
 * the settings permission, the receipt printed with orders), null while loading, without a record or on error
 * (the receipt then prints without it, as it would before VeriFactu).
 */
export function useTaxQrCode(orderId: string, wanted: boolean): string | null {
  const [drawn, setDrawn] = useState<{ orderId: string; url: string } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    fetchOrderTaxQr(orderId)
      // Error correction M and a quiet zone, at 30 to 40 mm on paper as the agency asks.
      .then((address) => (address ? QRCode.toDataURL(address, { margin: 2, width: 160, errorCorrectionLevel: "M" }) : null))
      .then((url) => live && setDrawn(url ? { orderId, url } : null))
      .catch(() => live && setDrawn(null));
    return () => {
      live = false;
    };
  }, [orderId, wanted]);
  return wanted && drawn && drawn.orderId === orderId ? drawn.url : null;
}

function AddressLines({ address }: { address: Address }) {
  return (
    <div className="ol-doc-address">
      {address.companyName ? <div>{address.companyName}</div> : null}
      <div>{address.name}</div>
      <div>{address.street}</div>
      <div>
        {address.zip} {address.city}
      </div>
      <div>{address.country}</div>
      {address.vatId ? <div>{address.vatId}</div> : null}
    </div>
  );
}

export function OrderDocument({ order, kind, companyName, format, paymentText }: { order: Order; kind: DocumentKind; companyName: string; format: DocumentFormat; paymentText: string }) {
  const intl = useIntl();
  const qr = useOrderQrCode(order.pickupCode);
  const receipt = kind === "receipt";
  const taxQr = useTaxQrCode(order.id, receipt);
  const number = order.number ?? "";
  const totals = order.totals;
  return (
    <PrintBlock className="ol-doc">
      <div className="ol-doc-head">
        <strong>{companyName}</strong>
        <div>{intl.formatMessage(receipt ? d.receiptHeading : d.deliveryNoteHeading)}</div>
        <div className="ol-doc-number">{intl.formatMessage(orderSharedMessages.number, { number })}</div>
        <div>{format.dateTime(order.dateOrdered)}</div>
        {order.demo ? <div>{intl.formatMessage(orderSharedMessages.testOrder)}</div> : null}
      </div>
      {!receipt && order.deliveryAddress ? (
        <section>
          <h4>{intl.formatMessage(d.deliveryAddress)}</h4>
          <AddressLines address={order.deliveryAddress} />
          {order.phone ? <div>{order.phone}</div> : null}
        </section>
      ) : null}
      {!receipt && !order.deliveryAddress && order.name ? <div>{order.name}</div> : null}
      <table className="ol-doc-items">
        <tbody>
          {(order.items ?? []).map((item, index) => {
            const lines = format.itemLines(item);
            return (
              <tr key={index}>
                <td className="ol-doc-qty">{item.quantity}×</td>
                <td>
                  <div>{lines.name}</div>
                  {lines.extras.map((extra, i) => (
                    <div key={i} className="ol-doc-extra">
                      {extra}
                    </div>
                  ))}
                  {item.note ? <div className="ol-doc-extra">{item.note}</div> : null}
                </td>
                {receipt ? <td className="ol-num">{format.money(item.price * item.quantity)}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
      {order.note ? <p className="ol-doc-note">{order.note}</p> : null}
      {receipt ? (
        <table className="ol-doc-totals">
          <tbody>
            <DiscountRows order={order} money={format.money} />
            {totals && totals.deliveryFee > 0 ? (
              <tr>
                <td>{intl.formatMessage(d.deliveryFee)}</td>
                <td className="ol-num">{format.money(totals.deliveryFee)}</td>
              </tr>
            ) : null}
            {(totals?.tip ?? order.tip ?? 0) > 0 ? (
              <tr>
                <td>{intl.formatMessage(d.tip)}</td>
                <td className="ol-num">{format.money(totals?.tip ?? order.tip ?? 0)}</td>
              </tr>
            ) : null}
            <tr className="ol-doc-total">
              <td>{intl.formatMessage(d.total)}</td>
              <td className="ol-num">{format.money(totals?.total ?? order.cartTotal + (order.tip ?? 0))}</td>
            </tr>
            {(totals?.vat ?? []).map((line) => (
              <tr key={line.rate} className="ol-doc-vat">
                <td colSpan={2}>
                  {intl.formatMessage(d.vatLine, { rate: line.rate, net: format.money(line.net), vat: format.money(line.vat), gross: format.money(line.gross) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div>{paymentText}</div>
      {order.billingAddress && receipt ? (
        <section>
          <h4>{intl.formatMessage(d.billingAddress)}</h4>
          <AddressLines address={order.billingAddress} />
        </section>
      ) : null}
      {taxQr ? (
        <div className="ol-doc-taxqr">
          <div>QR tributario:</div>
          <img src={taxQr} width={160} height={160} alt={intl.formatMessage(d.taxQrCode, { number })} />
          <div>VERI*FACTU</div>
        </div>
      ) : null}
      {order.pickupCode ? (
        <div className="ol-doc-qr">
          {qr ? <img src={qr} width={176} height={176} alt={intl.formatMessage(d.qrCode, { number })} /> : <div style={{ width: 176, height: 176 }} />}
          <code>{order.pickupCode}</code>
        </div>
      ) : null}
    </PrintBlock>
  );
}
