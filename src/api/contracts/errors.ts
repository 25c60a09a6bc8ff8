import { clientErrors } from '../client/errors';

/** The spec's messages of GET /contracts/clients (POST /v2/clients/contract-accept shows none). */
export const contractErrors = {
  clientAlreadyInitiated: clientErrors.alreadyInitiated,
  clientInitiationFailed: 'Client initiation failed',
} as const;
