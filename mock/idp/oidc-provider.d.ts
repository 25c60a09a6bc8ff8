// Minimal types for the parts of oidc-provider 9 that the mock identity provider uses
// (the package ships no types and @types/oidc-provider is not installed).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Awaitable<T> = T | Promise<T>;

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    application_type?: 'web' | 'native';
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    scope?: string;
  }

  export interface Client {
    readonly clientId: string;
    readonly clientAuthMethod: string;
    readonly redirectUris: string[];
    grantTypeAllowed(type: string): boolean;
  }

  export interface Session {
    readonly accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    readonly jti: string;
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(ttlSeconds?: number): Promise<string>;
    static find(id: string): Promise<Grant | undefined>;
  }

  export interface Account {
    accountId: string;
    claims(
      use: string,
      scope: string,
      claims: unknown,
      rejected: string[],
    ): Awaitable<{ sub: string; [claim: string]: unknown }>;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; amr?: string[]; acr?: string };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export interface OIDCContext {
    readonly provider: Provider;
    readonly route: string;
    readonly client?: Client;
    readonly session?: Session;
    readonly result?: InteractionResults;
  }

  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    body: unknown;
    type: string;
    status: number;
    readonly host: string;
  }

  export interface PromptDetail {
    name: string;
    reasons: string[];
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
      [detail: string]: unknown;
    };
  }

  export interface Interaction {
    readonly uid: string;
    readonly prompt: PromptDetail;
    readonly params: Record<string, unknown>;
    readonly session?: { accountId: string; uid: string };
    readonly grantId?: string;
  }

  export interface ResourceServer {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
  }

  /** The TTL of an artifact: seconds, or a function returning seconds. */
  type TTL = number | ((ctx: KoaContextWithOIDC, token: unknown, client: Client) => number);

  export interface Configuration {
    clients?: ClientMetadata[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: {
      names?: { session?: string; interaction?: string; resume?: string };
      long?: { httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none'; path?: string };
      short?: { httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none'; path?: string };
      keys?: string[];
    };
    claims?: Record<string, string[] | null>;
    responseTypes?: string[];
    scopes?: string[];
    interactions?: {
      url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => Awaitable<string>;
    };
    features?: {
      devInteractions?: { enabled: boolean };
      revocation?: {
        enabled: boolean;
        allowedPolicy?: (
          ctx: KoaContextWithOIDC,
          client: Client,
          token: { clientId?: string },
        ) => Awaitable<boolean>;
      };
      userinfo?: { enabled: boolean };
      rpInitiatedLogout?: {
        enabled?: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => Awaitable<void>;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => Awaitable<void>;
      };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (
          ctx: KoaContextWithOIDC,
          client: Client,
          oneOf?: string[],
        ) => Awaitable<string | string[] | undefined>;
        useGrantedResource?: (ctx: KoaContextWithOIDC, model: unknown) => Awaitable<boolean>;
        getResourceServerInfo?: (
          ctx: KoaContextWithOIDC,
          resourceIndicator: string,
          client: Client,
        ) => Awaitable<ResourceServer>;
      };
    };
    findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
      token?: unknown,
    ) => Awaitable<Account | undefined>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Awaitable<Grant | undefined>;
    issueRefreshToken?: (
      ctx: KoaContextWithOIDC,
      client: Client,
      code: { scopes: Set<string> },
    ) => Awaitable<boolean>;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    renderError?: (
      ctx: KoaContextWithOIDC,
      out: Record<string, string>,
      error: Error,
    ) => Awaitable<void>;
    ttl?: {
      AccessToken?: TTL;
      AuthorizationCode?: TTL;
      IdToken?: TTL;
      RefreshToken?: TTL;
      Session?: TTL;
      Interaction?: TTL;
      Grant?: TTL;
    };
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
  };

  export default Provider;
}
