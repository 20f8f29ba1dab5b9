// PLACEHOLDER — replaced by the donations work (issue 7).
export type ShopDonationsProps = Record<string, never>
export default function ShopDonations(_props: ShopDonationsProps) {
  return null
}
