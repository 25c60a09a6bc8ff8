import { http } from '../http';
import { contractListSchema } from './schemas';

/** GET /contracts/clients: the client contracts on offer, unavailable ones included. */
export function getClientContracts(signal?: AbortSignal) {
  return http().request({ path: '/contracts/clients', schema: contractListSchema, signal });
}
