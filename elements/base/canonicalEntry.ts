/**
 * Browsers keep one module instance per full URL. The lazy chunks import the entry by its plain URL
 * (`../shop-elements.js`), so a page that loads `shop-elements.js?v=2` (CMSs add such queries to bust caches) would get
 * a second copy of everything — a second React and a second store — once a donations or payment element loads its
 * chunk. Such an entry therefore defines nothing and loads the plain URL instead, which the chunks then share.
 */

/** The entry's plain URL when `moduleUrl` carries a query or hash; null when it is already the plain one. */
export function canonicalEntryUrl(moduleUrl: string): string | null {
  const plain = moduleUrl.replace(/[?#].*$/s, '')
  return plain === moduleUrl ? null : plain
}

/**
 * True when this copy of the entry handed over to the plain URL (and must define nothing itself). Should the plain URL
 * fail to load, `defineHere` runs after all, so the page still gets its elements.
 */
export function handOverToCanonicalEntry(moduleUrl: string, defineHere: () => void): boolean {
  const canonical = canonicalEntryUrl(moduleUrl)
  if (canonical === null) return false
  console.info(`[museum-shop] The bundle was loaded as ${moduleUrl}; its elements come from ${canonical}`)
  import(/* @vite-ignore */ canonical).catch((error: unknown) => {
    console.warn(`[museum-shop] ${canonical} did not load; defining the elements from ${moduleUrl}`, error)
    defineHere()
  })
  return true
}
