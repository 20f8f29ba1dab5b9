/**
 * Leaving the page with a form post: a payment provider that takes the order as a form (e.g. Computop's Paygate). Its
 * own module, beside `pageNavigation`, so only the checkout's chunk carries it; an object, so tests can replace it.
 */
export const formNavigation = {
  /** Posts `fields` to `url` as a form would (a payment provider that takes the order as a form, e.g. Computop). */
  post(url: string, fields: Readonly<Record<string, string>>): void {
    const form = document.createElement('form')
    form.method = 'post'
    form.action = url
    form.hidden = true
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement('input')
      input.type = 'hidden'
      input.name = name
      input.value = value
      form.append(input)
    }
    document.body.append(form)
    form.submit()
  },
}
