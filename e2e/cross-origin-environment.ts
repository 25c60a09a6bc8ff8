import { startPreviewServer } from '../scripts/app-serving';
import { startMockEnvironment } from '../scripts/mock-environment';
import { workerPorts } from './environment';
import { startSecondOriginProxy, type SecondOriginProxy } from './second-origin-proxy';
import type { TestEnvironment } from './worker-environment';

/** Where a Cognito-like configuration sends the token and revocation requests. */
export const TOKEN_PATH = '/oauth2/token';
export const REVOCATION_PATH = '/oauth2/revoke';

export interface CrossOriginEnvironment extends TestEnvironment {
  appConfig: Record<string, unknown>;
  /** The second origin holding the token and revocation endpoints. */
  tokenOrigin: SecondOriginProxy;
  /** The provider's own token endpoint (the proxy's target). */
  providerTokenEndpoint: string;
}

/**
 * A worker's mock environment laid out as Cognito is: discovery and login on the authority,
 * but `oidc.metadata` names token and revocation endpoints on another origin (a proxy in
 * front of the provider's own). The production build is served with the headers of that
 * configuration, so a CSP that ignored `oidc.metadata` would stop the code exchange.
 */
export async function startCrossOriginEnvironment(
  parallelIndex: number,
): Promise<CrossOriginEnvironment> {
  const mock = await startMockEnvironment(workerPorts(parallelIndex), 300);
  const oidc = mock.appConfig['oidc'] as { metadata: Record<string, string> };
  const { token_endpoint: tokenEndpoint, revocation_endpoint: revocationEndpoint } = oidc.metadata;
  if (!tokenEndpoint || !revocationEndpoint) {
    await mock.close();
    throw new Error('The mock provider names no token or revocation endpoint');
  }
  const tokenOrigin = await startSecondOriginProxy({
    [TOKEN_PATH]: tokenEndpoint,
    [REVOCATION_PATH]: revocationEndpoint,
  });
  const appConfig = {
    ...mock.appConfig,
    oidc: {
      ...oidc,
      metadata: {
        ...oidc.metadata,
        token_endpoint: tokenOrigin.origin + TOKEN_PATH,
        revocation_endpoint: tokenOrigin.origin + REVOCATION_PATH,
      },
    },
  };
  try {
    const app = await startPreviewServer(workerPorts(parallelIndex).app, appConfig);
    return {
      appUrl: mock.appOrigin,
      bankUrl: mock.bank.url,
      idpUrl: mock.idp.issuer,
      appConfig,
      tokenOrigin,
      providerTokenEndpoint: tokenEndpoint,
      close: async () => {
        await Promise.all([app.close(), tokenOrigin.close(), mock.close()]);
      },
    };
  } catch (error) {
    await Promise.all([tokenOrigin.close(), mock.close()]);
    throw error;
  }
}
