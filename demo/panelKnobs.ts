/**
 * The control panel's "Fake API" section: latency, per-page cap and a failure per endpoint. The fake API reads its
 * knobs from the page's query when it starts (applyKnobsFromQuery), so applying reloads the page with a new query.
 */
import { ENDPOINT_NAMES, FAILURE_MODES } from '../test/msw/knobs'
import { el, labelled, select } from './dom'
import { demoQuery } from './settings'

const NO_FAILURE = ''

/** The failures of a `fail=` query value, by endpoint. */
function parseFailures(value: string | null): Map<string, string> {
  const failures = new Map<string, string>()
  for (const entry of (value ?? '').split(',').filter(Boolean)) {
    const [endpoint = '', mode = ''] = entry.split(':')
    failures.set(endpoint, mode)
  }
  return failures
}

function numberInput(name: string, value: string | null, placeholder: string): HTMLInputElement {
  const input = el('input', { attrs: { name, type: 'number', min: '0', step: '1', placeholder } })
  input.value = value ?? ''
  return input
}

/** The current page's address with the knob parameters replaced by `knobs` (empty values are left out). */
export function addressWithKnobs(knobs: { latency: string; perPage: string; fail: string }): string {
  const params = new URLSearchParams(window.location.search)
  for (const [name, value] of Object.entries(knobs)) {
    if (value.trim()) params.set(name, value.trim())
    else params.delete(name)
  }
  const query = params.toString()
  return window.location.pathname + (query ? `?${query}` : '') + window.location.hash
}

/** Builds the section. Applying navigates; nothing changes before that. */
export function knobsSection(): HTMLElement {
  const current = demoQuery()
  const failures = parseFailures(current.get('fail'))
  const latency = numberInput('latency', current.get('latency'), '0')
  const perPage = numberInput('perPage', current.get('perPage'), 'none')
  const modeOptions = [[NO_FAILURE, 'ok'] as const, ...FAILURE_MODES.map((mode) => [mode, mode] as const)]
  const failureSelects = ENDPOINT_NAMES.map((endpoint) => {
    const control = select(`fail-${endpoint}`, modeOptions, failures.get(endpoint) ?? NO_FAILURE)
    control.dataset.endpoint = endpoint
    return control
  })
  const failureCount = failureSelects.filter((control) => control.value !== NO_FAILURE).length

  const form = el(
    'form',
    { class: 'demo-panel__knobs', attrs: { 'aria-label': 'Fake API' } },
    el('h3', {}, 'Fake API ', el('small', {}, '(reloads the page)')),
    labelled('Latency (ms)', latency),
    labelled('Per-page cap', perPage),
    el(
      'details',
      { class: 'demo-panel__failures' },
      el('summary', {}, `Failures per endpoint (${failureCount} on)`),
      ...failureSelects.map((control) => labelled(control.dataset.endpoint ?? '', control)),
    ),
    el(
      'div',
      { class: 'demo-panel__buttons' },
      el('button', { attrs: { type: 'submit' } }, 'Apply'),
      el('button', { attrs: { type: 'reset', 'data-action': 'reset-knobs' } }, 'Reset'),
    ),
  )
  const fail = () =>
    failureSelects
      .filter((control) => control.value !== NO_FAILURE)
      .map((control) => `${control.dataset.endpoint ?? ''}:${control.value}`)
      .join(',')
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    window.location.assign(addressWithKnobs({ latency: latency.value, perPage: perPage.value, fail: fail() }))
  })
  form.addEventListener('reset', (event) => {
    event.preventDefault()
    window.location.assign(addressWithKnobs({ latency: '', perPage: '', fail: '' }))
  })
  return form
}
