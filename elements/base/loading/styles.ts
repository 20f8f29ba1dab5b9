/**
 * Styles of an element's placeholder frame: the sentence that loading takes longer (a message in the base look,
 * framed apart from the grey bars) lies over the placeholder's top, so the placeholder keeps its height and nothing
 * on the page moves when it appears.
 */
import { cssVar } from '../theme'

export const loadingStyles = `
.shop-loading { position: relative; }
.shop-loading__status {
  position: absolute;
  inset: 0 0 auto;
  z-index: 1;
  border: 1px solid ${cssVar('color-border')};
}
`
