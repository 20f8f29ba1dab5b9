/**
 * Styles of `<shop-payment>`, adopted into the document (the element renders in light DOM for PayPal's iframes), so
 * every class is prefixed `shop-payment`. Spec §9 fixes the option box: icon box 20 px high, at most 450 px wide,
 * padding 16px 20px, 12 px between radio, icon and label, 16 px below each option. Colours and radius come from
 * --shop-* custom properties with defaults that meet WCAG 2.2 AA on white.
 */
export const paymentStyles = `
.shop-payment {
  display: grid;
  gap: var(--shop-space-l, 1.25rem);
}
.shop-payment__summary {
  border-collapse: collapse;
  width: 100%;
  max-width: var(--shop-payment-summary-max-width, 40rem);
}
.shop-payment__summary caption {
  text-align: start;
  font-weight: 600;
  padding-bottom: var(--shop-space-s, 0.5rem);
}
.shop-payment__summary th, .shop-payment__summary td {
  padding: var(--shop-space-xs, 0.25rem) var(--shop-space-s, 0.5rem);
  text-align: start;
  border-bottom: 1px solid var(--shop-color-border, #6b6b6b);
}
.shop-payment__summary .shop-payment__number { text-align: end; white-space: nowrap; }
.shop-payment__summary tfoot th, .shop-payment__summary tfoot td { font-weight: 700; border-bottom: 0; }
.shop-payment__methods {
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
}
.shop-payment__legend {
  padding: 0;
  margin-bottom: var(--shop-space-s, 0.5rem);
  font-weight: 600;
}
.shop-payment__option {
  box-sizing: border-box;
  max-width: 450px;
  margin: 0 0 16px;
  padding: 16px 20px;
  border: 1px solid var(--shop-color-border, #6b6b6b);
  border-radius: var(--shop-radius, 4px);
}
.shop-payment__option--open {
  border-color: var(--shop-color-primary, #1d4e89);
  box-shadow: inset 0 0 0 1px var(--shop-color-primary, #1d4e89);
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
.shop-payment__choice input { margin: 0; width: 1.1rem; height: 1.1rem; accent-color: var(--shop-color-primary, #1d4e89); }
.shop-payment__choice input:focus-visible {
  outline: 2px solid var(--shop-color-focus, #1d4e89);
  outline-offset: 2px;
}
.shop-payment__icon-box { display: inline-flex; align-items: center; height: 20px; }
.shop-payment__icon { display: block; height: 20px; width: auto; }
.shop-payment__area { margin-top: 12px; }
.shop-payment__area:empty { display: none; }
.shop-payment__note { margin: var(--shop-space-s, 0.5rem) 0 0; color: var(--shop-color-muted, #4a4a4a); }
.shop-payment__test-pay { margin-top: var(--shop-space-s, 0.5rem); min-height: 24px; }
`
