/** The console side of the self-diagnosis: one collapsed group, a line per check, the details beside each line. */
import type { DiagnosticsReport } from '../../../src/domain/diagnostics/report'

/** The report's checks in the order they are printed, with their headings. */
const HEADINGS = {
  config: 'configuration',
  api: 'API',
  storage: 'storage',
  cart: 'cart and checkout',
  csp: 'Content-Security-Policy',
  payment: 'payment methods',
  applePayDomain: 'Apple Pay domain',
  googlePay: 'Google Pay',
} as const satisfies Record<Exclude<keyof DiagnosticsReport, 'ok'>, string>

const MARKS = { true: '✓', false: '✗', null: '–' } as const

/** The group's title: the verdict at a glance. */
export function reportTitle(report: DiagnosticsReport): string {
  const problems = Object.keys(HEADINGS).filter(
    (name) => report[name as keyof typeof HEADINGS].ok === false,
  ).length
  return `[museum-shop] self-diagnosis: ${problems === 0 ? 'no problems found' : `${problems} problem(s)`}`
}

/** One line per check: mark, heading, summary. */
export function reportLines(report: DiagnosticsReport): string[] {
  return (Object.keys(HEADINGS) as (keyof typeof HEADINGS)[]).map((name) => {
    const check = report[name]
    return `${MARKS[String(check.ok) as keyof typeof MARKS]} ${HEADINGS[name]}: ${check.summary}`
  })
}

export function printReport(report: DiagnosticsReport): void {
  console.groupCollapsed(reportTitle(report))
  const lines = reportLines(report)
  ;(Object.keys(HEADINGS) as (keyof typeof HEADINGS)[]).forEach((name, index) => {
    const log = report[name].ok === false ? console.warn : console.info
    log(lines[index], report[name])
  })
  console.groupEnd()
}
