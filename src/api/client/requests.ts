import { ApiError } from '../errors';
import { http } from '../http';
import {
  clientContractPatchResponseSchema,
  clientProfileOrNoneSchema,
  contractAcceptResponseSchema,
  createClientResponseSchema,
  patchClientResponseSchema,
  type ClientContractPatchBody,
  type ContractAcceptBody,
  type CreateClientBody,
  type PatchClientBody,
} from './schemas';

/**
 * The client profile, or null when the user has none yet: a normal state for someone who has
 * only signed up. The spec's answer is a 404 (`Client not found`); an answer with no profile
 * in it (no body, `null`, `{}`) says the same (issue 35 §4).
 */
// Assumption A-356 (docs/assumptions.md): a 404 or an empty profile is "no profile yet".
export async function getClientOrNull(signal?: AbortSignal) {
  try {
    return await http().request({ path: '/client', schema: clientProfileOrNoneSchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function createClient(body: CreateClientBody) {
  return http().request({
    method: 'POST',
    path: '/client',
    body,
    schema: createClientResponseSchema,
  });
}

/** Marked "in development" in the spec; the UI offers it only when configured. */
export function updateClientPhone(body: PatchClientBody) {
  return http().request({
    method: 'PATCH',
    path: '/client',
    body,
    schema: patchClientResponseSchema,
  });
}

/** Legacy contract acceptance, used only when configured. */
export function patchClientContract(body: ClientContractPatchBody) {
  return http().request({
    method: 'PATCH',
    path: '/client/contract',
    body,
    schema: clientContractPatchResponseSchema,
  });
}

export function acceptClientContract(body: ContractAcceptBody) {
  return http().request({
    method: 'POST',
    path: '/v2/clients/contract-accept',
    body,
    schema: contractAcceptResponseSchema,
  });
}
