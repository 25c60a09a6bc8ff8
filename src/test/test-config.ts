import { parseRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';

/** A valid runtime configuration for component tests (msw serves the bank at apiBaseUrl). */
export const testConfig: RuntimeConfig = parseRuntimeConfig({
  apiBaseUrl: 'https://bank.test',
  oidc: { authority: 'https://idp.test', clientId: 'web-banking' },
  verifier: 'mock',
  defaultLocale: 'en-GB',
  locales: ['en-GB', 'de-DE'],
  features: { phoneUpdate: true },
});
