import { config } from 'zod/mini';

/**
 * The CSP allows no eval (script-src 'self', Trusted Types required: docs/deployment.md). Zod
 * would try `new Function('')` on its first parse to see whether it may compile its checks, and
 * the browser reports that caught attempt as a policy violation. Imported first by the entry,
 * so zod never tries; it checks without compiling, as it would after a refused try.
 */
config({ jitless: true });
