import * as z from 'zod/mini'

// No `new Function`: zod's JIT fast path would need 'unsafe-eval', and under a strict Content Security Policy even its
// feature probe is reported as a violation. Museums must not have to loosen their CSP for us.
z.config({ jitless: true })
