// Starts the mock identity provider alone: `npx tsx mock/idp/main.ts`
// (the app's start script normally starts it together with Vite and the mock bank).
import { startIdentityProvider } from './identity-provider';

const idp = await startIdentityProvider({
  port: Number(process.env['IDP_PORT'] ?? 4400),
  appOrigin: process.env['APP_ORIGIN'] ?? 'http://127.0.0.1:5173',
  audience: process.env['BANK_ORIGIN'] ?? 'http://127.0.0.1:4500',
  accessTokenTtlSeconds: Number(process.env['ACCESS_TOKEN_TTL'] ?? 120),
});
console.log(`Mock identity provider: ${idp.issuer}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void idp.close().then(() => process.exit(0));
  });
}
