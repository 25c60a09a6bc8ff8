import { INVALID_PAYLOAD } from '../shared/errors';

/** The spec's messages about the client profile (GET/PATCH /client, PATCH /client/contract). */
export const clientErrors = {
  notFound: 'Client not found',
  alreadyInitiated: 'The client has been already initiated',
  hasNoContract: 'Client has no contract',
  contractNotAcceptable: 'Client contract is not acceptable',
  // A POST /client body the API refuses (see INVALID_PAYLOAD).
  invalidPayload: INVALID_PAYLOAD,
} as const;
