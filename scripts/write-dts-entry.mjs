// The package's type entry: re-exports the declarations tsc emitted for the elements' public API.
import { writeFileSync } from 'node:fs'

writeFileSync(
  'dist/shop-elements.d.ts',
  "// Types of museum shop elements: tag names (HTMLElementTagNameMap), attributes and events.\nexport * from './types/elements/index'\n",
)
