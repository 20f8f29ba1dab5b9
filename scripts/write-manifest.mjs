// Writes custom-elements.json (the custom elements manifest) from the element declarations; run by `npm run build`.
import { writeFileSync } from 'node:fs'
import { runnerImport } from 'vite'

const { module } = await runnerImport('/scripts/manifest.ts', { configFile: false, logLevel: 'warn' })
writeFileSync('custom-elements.json', JSON.stringify(module.buildManifest(), null, 2) + '\n')
console.log('custom-elements.json written')
