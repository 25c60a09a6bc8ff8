// The mock environment's stand-in for the verifier's servers (Sumsub in
// production). Not part of the Client API, so it is called with plain fetch
// and authenticated by the KYC token, not the user's access token.
import { ApiError, NetworkError } from '../errors';

export type MockVerifierOutcome = 'confirmed' | 'rejected' | 'resubmission';

/** POST {apiBaseUrl}/__verifier/applicants/submit: the applicant "sends" documents. */
export async function submitToMockVerifier({
  baseUrl,
  token,
  outcome,
  signal,
}: {
  baseUrl: string;
  token: string;
  outcome: MockVerifierOutcome;
  signal?: AbortSignal;
}): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/__verifier/applicants/submit`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ outcome }),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  if (response.ok) return;
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // No JSON body: the status alone describes the failure.
  }
  const message =
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string'
      ? body.message
      : null;
  throw new ApiError(response.status, message, body);
}
