/**
 * Styles of `<shop-payment>`, adopted into the document (the element renders in light DOM for PayPal's iframes), so
 * every class is prefixed `shop-payment`. The option box is fixed: icon box 20 px high, at most 450 px wide,
 * padding 16px 20px, 12 px between radio, icon and label, 16 px below each option. Colours, spacing and radius are
 * the custom properties of the theme.
 */
import { controlLook } from '../base/controlLook'
import { cssVar } from '../base/theme'

export const paymentStyles = `
.shop-payment {
  display: grid;
  gap: ${cssVar('space-l')};
  container-type: inline-size;
}
/* Grid items may shrink below their content, so nothing inside pushes the page wider than a phone. */
.shop-payment > * { min-width: 0; }
/* The time the places are held stands above the summary, as wide as it. */
.shop-payment > .shop-hold { max-width: ${cssVar('payment-summary-max-width')}; }
.shop-payment__summary {
  border-collapse: collapse;
  width: 100%;
  max-width: ${cssVar('payment-summary-max-width')};
}
.shop-payment__summary caption {
  text-align: start;
  font-weight: 600;
  padding-bottom: ${cssVar('space-s')};
}
.shop-payment__summary th, .shop-payment__summary td {
  padding: ${cssVar('space-xs')} ${cssVar('space-s')};
  text-align: start;
  border-bottom: 1px solid ${cssVar('color-border')};
}
.shop-payment__summary .shop-payment__number { text-align: end; white-space: nowrap; }
/* Long names (one German compound, a long event title) wrap, hyphenated by the element's language; amounts never. */
.shop-payment__summary .shop-payment__name { overflow-wrap: anywhere; hyphens: auto; }
.shop-payment__when { display: block; font-size: 0.9em; color: ${cssVar('color-muted')}; }
.shop-payment__each { display: none; }
.shop-payment__repriced { display: block; font-size: 0.9em; }
.shop-payment__confirm { margin: ${cssVar('space-s')} 0; }
.shop-payment__confirm-button { margin-top: ${cssVar('space-xs')}; ${controlLook.button} }
.shop-payment__cart-link { color: ${cssVar('color-primary')}; font-weight: 600; }
/* Too narrow for three columns: each line is its name across the width, then "2 × 12,00 €" and the line total. */
@container (max-width: 30rem) {
  .shop-payment__summary, .shop-payment__summary > * { display: block; }
  .shop-payment__summary thead { ${controlLook.visuallyHidden} }
  .shop-payment__summary tr {
    display: grid;
    grid-template-columns: 1fr auto;
    column-gap: ${cssVar('space-m')};
    padding: ${cssVar('space-xs')} ${cssVar('space-s')};
    border-bottom: 1px solid ${cssVar('color-border')};
  }
  .shop-payment__summary tfoot tr { border-bottom: 0; }
  .shop-payment__summary th, .shop-payment__summary td { padding: 0; border: 0; }
  .shop-payment__summary .shop-payment__name { grid-column: 1 / -1; }
  .shop-payment__summary .shop-payment__quantity { text-align: start; }
  .shop-payment__count { display: none; }
  .shop-payment__each { display: inline; }
}
.shop-payment__name-placeholder {
  display: inline-block;
  width: min(12em, 100%);
  height: 1em;
  vertical-align: -0.1em;
  border-radius: ${cssVar('radius')};
  background: ${cssVar('color-message-bg')};
}
.shop-payment__summary tfoot th, .shop-payment__summary tfoot td { font-weight: 700; border-bottom: 0; }
.shop-payment__methods {
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
}
.shop-payment__legend {
  padding: 0;
  margin-bottom: ${cssVar('space-s')};
  font-weight: 600;
}
.shop-payment__option {
  box-sizing: border-box;
  max-width: 450px;
  margin: 0 0 16px;
  padding: 16px 20px;
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')};
}
.shop-payment__option--open {
  border-color: ${cssVar('color-primary')};
  box-shadow: inset 0 0 0 1px ${cssVar('color-primary')};
}
.shop-payment__choice {
  display: flex;
  flex-direction: row;
  align-items: center;
  gap: 12px;
  min-height: 24px;
  cursor: pointer;
}
.shop-payment__option--column .shop-payment__choice {
  flex-direction: column;
  align-items: flex-start;
}
.shop-payment__choice input { ${controlLook.radio} }
.shop-payment__label { min-width: 0; overflow-wrap: anywhere; }
.shop-payment__placeholder-radio { ${controlLook.radio} border-radius: 50%; background: ${cssVar('color-message-bg')}; }
.shop-payment__placeholder-label {
  width: 8rem;
  max-width: 50%;
  height: 1em;
  border-radius: ${cssVar('radius')};
  background: ${cssVar('color-message-bg')};
}
/* One ring for everything focusable in the checkout, the card form and its result area included. */
.shop-payment :focus-visible { ${controlLook.focusRing} }
.shop-payment__icon-box { display: inline-flex; align-items: center; height: 20px; }
.shop-payment__icon { display: block; height: 20px; width: auto; }
.shop-payment__area { margin-top: 12px; }
.shop-payment__area:empty { display: none; }
.shop-payment__note { margin: ${cssVar('space-s')} 0 0; color: ${cssVar('color-muted')}; }
.shop-payment__test-pay { margin-top: ${cssVar('space-s')}; ${controlLook.button} }
`
