// Prints the Subresource Integrity hash of the bundle's entry, the last step of `npm run build`, for the
// `integrity` attribute of the script tag (README "The one script tag"). It covers the entry only: the entry imports
// its chunks itself, and a module's imports carry no integrity of their own.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

const ENTRY = 'dist/shop-elements.js'

const hash = createHash('sha384').update(readFileSync(ENTRY)).digest('base64')
console.log(`Subresource Integrity of ${ENTRY} (the entry only; the module imports its chunks itself):`)
console.log(`sha384-${hash}`)
