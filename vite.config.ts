import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { lazyChunks } from './scripts/lazyChunks.ts'
import { minifyCssTemplatesPlugin } from './scripts/minifyCssTemplates.ts'
import { ownExportNamesPlugin } from './scripts/ownExportNames.ts'
import { preloadChunkDepsPlugin } from './scripts/preloadChunkDeps.ts'
import { startPresentChunksPlugin } from './scripts/startPresentChunks.ts'
import { stripAnnotationsPlugin } from './scripts/stripAnnotations.ts'

/**
 * React's packages as their production builds, skipping the files that choose a build by NODE_ENV: each wrapper
 * costs the start-up file bytes, and react-dom's two also ask React DevTools whether dead code was removed (it was,
 * the bundle is minified, so DevTools has nothing to report). Only for the build; tests keep the packages as published.
 */
const reactProductionBuilds = Object.entries({
  react: 'react/cjs/react.production.js',
  'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
  'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
  scheduler: 'scheduler/cjs/scheduler.production.js',
}).map(([name, file]) => ({
  find: new RegExp(`^${name}$`),
  replacement: fileURLToPath(new URL(`node_modules/${file}`, import.meta.url)),
}))

/** The module whose rows are the elements; its dynamic imports are the lazy elements' chunks. */
const REGISTRY = /\/elements\/registry\.ts$/

/**
 * Library build: one ES module, `dist/shop-elements.js`, that registers every element and holds all start-up code.
 * Every element that is not part of the start-up (init and nav) loads its code on demand from `dist/chunks/`: the
 * registry row's `load` is the split point, so a new lazy element is split without a line here.
 */
export default defineConfig(({ command }) => ({
  // Libraries do not get process.env replaced by Vite; React needs it for its production build (tests keep dev React).
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  publicDir: false,
  resolve: command === 'build' ? { alias: reactProductionBuilds } : {},
  plugins: [
    minifyCssTemplatesPlugin(),
    preloadChunkDepsPlugin({ rowsStartedBy: REGISTRY }),
    startPresentChunksPlugin({ registry: REGISTRY }),
    stripAnnotationsPlugin(),
    ownExportNamesPlugin(),
  ],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: true,
    lib: {
      entry: 'elements/index.ts',
      formats: ['es'],
      fileName: () => 'shop-elements.js',
    },
    rollupOptions: {
      // Lets the entry keep the modules the lazy chunks share with it (and export them to those chunks) instead of
      // moving them into a second start-up chunk that a page finds only after parsing the entry: init + nav is one file.
      preserveEntrySignatures: 'allow-extension',
      // Gives renderChunk plugins a magic string whose edits keep the source map right (scripts/preloadChunkDeps.ts).
      experimental: { nativeMagicString: true },
      // Lib mode keeps whitespace in ES output; a bundle for browsers wants it gone.
      output: {
        // Six hash characters: the start-up file names each chunk its elements load, and a hash does not compress.
        chunkFileNames: 'chunks/[name]-[hash:6].js',
        minify: true,
        // The code the lazy elements share, in few chunks (scripts/lazyChunks.ts).
        codeSplitting: lazyChunks({
          registry: REGISTRY,
          cartLink: /\/elements\/shop-cart-link\/ShopCartLink\.tsx$/,
          smallBytes: 2000,
          elementFolder: /\/elements\/(shop-[a-z-]+)\//,
        }),
      },
    },
  },
}))
