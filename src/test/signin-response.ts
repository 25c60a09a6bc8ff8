import { SigninResponse } from 'oidc-client-ts';

/**
 * The provider's answer to a code exchange, as oidc-client-ts gives it after its checks: the
 * one thing tests stand in for when they sign a client in without a provider.
 */
export function signinResponse(fields: Partial<SigninResponse>): SigninResponse {
  return Object.assign(new SigninResponse(new URLSearchParams()), { token_type: 'Bearer' }, fields);
}
