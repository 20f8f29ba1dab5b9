import { useShopText } from '../base/useShopText'
import { formatCents } from '../../src/domain/values/money'
import { formatDayAndTime } from '../../src/domain/tickets/dateFormat'
import { museumClockOf } from '../../src/domain/shop/calendarFile'
import { isDated, type Order, type OrderLine } from '../../src/domain/shop/order'
import { lineDocument, walletDocument, type OrderDocument } from '../../src/domain/shop/orderDocuments'
import { textAndLinks } from '../../src/domain/values/textLinks'
import { CalendarLink } from './CalendarLink'

/** The words of a document's link by its kind. */
const DOCUMENT_KEYS = {
  ticket: 'order.ticketPdf',
  wallet: 'order.wallet',
  event: 'order.eventPdf',
  tour: 'order.tourPdf',
  coupon: 'order.couponPdf',
  invoice: 'order.invoice',
} as const

/** A document's link: same tab, offered as a download, named with what it is and of which line. */
export function DocumentLink({
  document,
  label,
  title,
}: {
  document: OrderDocument
  label: string
  title: string
}) {
  const { t } = useShopText()
  return (
    <a
      className="shop-order__document"
      part="document-link"
      href={document.href}
      download={document.fileName}
      aria-label={t('order.download', { what: label, title })}
    >
      {label}
    </a>
  )
}

/** The museum's after-sale text: plain text, its web addresses as links. */
function AfterSale({ text }: { text: string }) {
  return (
    <p className="shop-order__notice" part="notice">
      {textAndLinks(text).map((part, index) =>
        'href' in part ? (
          <a key={index} href={part.href} rel="noopener noreferrer">
            {part.href}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  )
}

interface LineProps {
  apiUrl: string
  order: Order
  line: OrderLine
  onPersonalize: (() => void) | null
}

/** The documents of a line: a PDF per ticket sale (or booking, or voucher) and a wallet pass per barcode. */
function Documents({ apiUrl, order, line }: Omit<LineProps, 'onPersonalize'>) {
  const { t } = useShopText()
  const pdf = lineDocument(apiUrl, order, line)
  const wallets = line.kind === 'Ticket' ? line.barcodes : []
  if (!pdf && wallets.length === 0) return null
  return (
    <ul className="shop-order__documents" part="documents">
      {pdf && (
        <li>
          <DocumentLink document={pdf} label={t(DOCUMENT_KEYS[pdf.kind])} title={line.title} />
        </li>
      )}
      {wallets.map((barcode, index) => (
        <li key={barcode.id}>
          <DocumentLink
            document={walletDocument(apiUrl, order, line, barcode)}
            label={wallets.length > 1 ? t('order.walletOf', { number: index + 1 }) : t('order.wallet')}
            title={line.title}
          />
        </li>
      ))}
    </ul>
  )
}

/** One line of the order: what, when (the museum's clock), how many, what it cost, its documents. */
export function OrderLineRow({ apiUrl, order, line, onPersonalize }: LineProps) {
  const { t, locale, currency } = useShopText()
  const wall = isDated(line) ? museumClockOf(line.startTime) : null
  return (
    <li className="shop-order__line" part="line">
      <div className="shop-order__head">
        <span className="shop-order__title" part="line-title">
          {t('order.quantity', { count: line.quantity })} {line.title}
        </span>
        <span className="shop-order__price">{formatCents(line.priceCents * line.quantity, currency)}</span>
      </div>
      {wall && (
        <p className="shop-order__when" part="line-when">
          {formatDayAndTime(wall, locale)}
        </p>
      )}
      <Documents apiUrl={apiUrl} order={order} line={line} />
      {isDated(line) && <CalendarLink order={order} line={line} />}
      {line.annual && onPersonalize && (
        <button
          type="button"
          className="shop-order__personalize"
          part="personalize-link"
          onClick={onPersonalize}
        >
          {t('order.personalize')}
        </button>
      )}
      {line.afterSaleInformation && <AfterSale text={line.afterSaleInformation} />}
    </li>
  )
}
