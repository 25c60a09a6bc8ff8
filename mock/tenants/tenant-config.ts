import { readFileSync } from 'node:fs';

/**
 * The example tenants of the mock environment: mock/tenants/<name>.json holds what differs
 * from public/config.json (brand, support contact, terms). Its top-level sections replace the
 * base's, so a tenant names its whole brand. Used by `TENANT=<name> npm start` and the brand
 * journeys (e2e/brand.spec.ts).
 */
export function tenantOverlay(name: string): Record<string, unknown> {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Not a tenant name: ${name}`);
  const url = new URL(`./${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

/** The configuration with a tenant's sections over it (none: unchanged). */
export function withTenant(
  config: Record<string, unknown>,
  name: string | undefined,
): Record<string, unknown> {
  return name ? { ...config, ...tenantOverlay(name) } : config;
}
