/** /admin/receipt/:paymentId: a printable receipt for money taken at the desk (being built). */
export default function ReceiptPage() {
  return null;
}
