/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import { minifyCssTemplatesPlugin } from './scripts/minifyCssTemplates.ts'
import { stripAnnotationsPlugin } from './scripts/stripAnnotations.ts'

/**
 * Library build: one ES module, `dist/shop-elements.js`, that registers every element.
 * Code only the payment element needs is split into chunks under `dist/chunks/` and loaded on demand.
 */
export default defineConfig(({ command }) => ({
  // Libraries do not get process.env replaced by Vite; React needs it for its production build (tests keep dev React).
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  publicDir: false,
  plugins: [minifyCssTemplatesPlugin(), stripAnnotationsPlugin()],
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
      // Lib mode keeps whitespace in ES output; a bundle for browsers wants it gone.
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        minify: true,
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    include: ['test/unit/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
}))
