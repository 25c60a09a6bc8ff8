// Identity-verification (KYC/KYB) tokens, for the verification provider's web SDK:
// GET /v2/clients/kyc-access-token, GET /v1/kyc/access-token,
// GET /v1/kyb/access-token/{companyId} (and, by assumption, GET /v2/companies/{companyId}/kyb-access-token).
import * as z from 'zod/mini';
import { idSchema } from '../shared/fields';

export const identityVerificationTokenSchema = z.object({
  token: z.string().check(z.minLength(1)),
  /** Not needed by the verifier's SDK: read where given. */
  userId: z.optional(idSchema),
});
/** What the verifier's web SDK needs: the token; `userId` only where the answer gives it. */
export interface IdentityVerificationToken {
  token: string;
  userId?: string | undefined;
}
