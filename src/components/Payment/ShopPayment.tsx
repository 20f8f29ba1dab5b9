// PLACEHOLDER — replaced by the payment work (issue 5).
export interface ShopPaymentProps {
  borderRadius?: number
  height?: number
}
export default function ShopPayment(_props: ShopPaymentProps) {
  return null
}
