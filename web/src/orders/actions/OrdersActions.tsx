// The orders screens' header actions: add an order and scan a receipt's QR code (being built).
export default function OrdersActions() {
  return null;
}
