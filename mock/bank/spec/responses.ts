import { z } from 'zod';

// The answers of the banking endpoints as the spec's resource tables describe them
// (client-api.md, "Resources and their fields"), for the mock's own tests: an answer that does
// not fit is a mock that left the spec. Extra fields are let through (the spec does not say
// answers are closed); the fields the mock always gives are required here.

const text = z.string();
const maybe = text.optional();
const stamp = z.string().refine((value) => !Number.isNaN(Date.parse(value)));
const address = z.looseObject({
  country: maybe,
  postCode: maybe,
  town: maybe,
  street: maybe,
  streetLine2: maybe,
  state: maybe,
});

export const CLIENT_ADM_VALUES = ['adm:active', 'adm:blocked', 'adm:suspended'] as const;
export const CLIENT_KYC_VALUES = [
  'kyc:unconfirmed',
  'kyc:confirmed',
  'kyc:pending',
  'kyc:rejected',
  'kyc:resubmission',
] as const;
export const TRANSACTION_STATUS_VALUES = [
  'pending',
  'on_hold_provider',
  'completed',
  'rejected',
] as const;

const profileFields = {
  client: z.uuid(),
  adm: z.enum(CLIENT_ADM_VALUES),
  kyc: z.enum(CLIENT_KYC_VALUES),
  verifier: text.nullish(),
  applicant: text.nullish(),
  agent: z.uuid().nullish(),
  context: text.nullish(),
  created: stamp,
  updated: stamp,
  contract: text.nullable(),
  termsVersion: text.nullish(),
  termsAcceptedTs: stamp.nullish(),
  address: address.nullish(),
};

/** GET /client. */
export const clientProfileSchema = z.looseObject({
  ...profileFields,
  name: text.min(1).max(15),
  surname: text.min(1).max(30),
  nationality: text.length(3),
  birthday: z.iso.date(),
  phone: text,
});

/** PATCH /client/contract: the profile without the personal fields. */
export const clientContractPatchResponseSchema = z.looseObject(profileFields);

/** Item of GET /v2/companies. */
export const companySchema = z.looseObject({
  userId: z.uuid(),
  companyId: z.uuid(),
  adm: text,
  kyb: text,
  name: maybe,
  companyType: maybe,
  position: maybe,
  email: maybe,
  phone: maybe,
  contactName: maybe,
  registrationNumber: maybe,
  emailVerified: z.boolean().optional(),
  tradingAddress: address.nullish(),
  address: address.nullish(),
  contractId: text.nullish(),
  onboardingFee: z.looseObject({ status: text }).nullish(),
});
export const companiesResponseSchema = z.looseObject({ companies: z.array(companySchema) });

/** The legacy company record: all strings. */
export const legacyCompanySchema = z.looseObject({
  id: z.uuid(),
  companyId: z.uuid(),
  kyc: text,
  adm: text,
  companyType: maybe,
  name: maybe,
  position: maybe,
  email: maybe,
});

/** Item of GET /v1/accounts. */
export const accountSchema = z.looseObject({
  id: z.uuid(),
  alias: text,
  currency: text.length(3),
  pending: text,
  status: text,
  endUserId: maybe,
  companyId: maybe,
  createdAt: stamp,
  updatedAt: stamp,
  posted: text,
  title: text,
  variantId: maybe,
  products: z.array(z.looseObject({ extAccountId: text, id: text })),
});
export const accountListSchema = z.array(accountSchema);

/** Item of GET /account: balances as numbers, never below zero. */
export const legacyAccountSchema = z.looseObject({
  client: z.uuid(),
  account: z.uuid(),
  agent: z.uuid().optional(),
  auditor: z.uuid(),
  available: z.number().min(0),
  holding: z.number().min(0),
  pending: z.number().min(0),
  balance: z.number().min(0),
  title: text,
  currency: text.length(3),
  created: stamp,
  updated: stamp,
  contract: text,
  status: z.enum(['activated', 'pending', 'initiated']),
  bankDetails: text,
  variantId: maybe,
  alias: maybe,
});
export const legacyAccountListSchema = z.array(legacyAccountSchema);

/** GET /v1/ext-accounts/{id} (public reference). */
export const extAccountSchema = z.looseObject({
  available: text,
  holding: text,
  pending: text,
  balance: text,
  alias: maybe,
  variantId: maybe,
  bankDetails: text,
});

/** GET /account/details/{account}. */
export const deprecatedBankDetailsResponseSchema = z.array(
  z.looseObject({
    provider: text,
    account: z.uuid(),
    bankDetails: z.array(z.looseObject({ key: text, value: text })),
  }),
);

/** PATCH /v2/accounts/{accountId}. */
export const accountActivationResultSchema = z.looseObject({
  accountId: text,
  operation: text,
  status: text,
});

/** POST /v2/transfer and /v2/transfer/internal, 201. */
export const transferResultSchema = z.looseObject({ id: z.uuid(), operationId: z.uuid() });

const party = z.looseObject({ name: maybe, surname: maybe, iban: maybe, type: maybe }).nullish();
export const transactionSchema = z.looseObject({
  id: z.uuid(),
  accountId: z.uuid(),
  amount: text,
  status: z.enum(TRANSACTION_STATUS_VALUES),
  direction: maybe,
  paymentMethod: maybe,
  createdAt: stamp,
  updatedAt: stamp.optional(),
  fee: z.boolean().optional(),
  charge: z.record(z.string(), z.unknown()).nullish(),
  sender: party,
  recipient: party,
});
export type SpecTransaction = z.output<typeof transactionSchema>;

/** GET /v1/transactions: `[{transactions, lastKey}]` (lastKey: the spec's object, or opaque). */
export const transactionListResponseSchema = z.array(
  z.looseObject({
    transactions: z.array(transactionSchema),
    lastKey: z.union([z.looseObject({ accountId: z.uuid(), id: z.uuid() }), text]).nullable(),
  }),
);

/** GET /recipient/search/{currency}. */
export const recipientSearchResponseSchema = z.array(
  z.looseObject({
    isTransferPossible: z.boolean(),
    isRecipientFound: text,
    name: text.nullish(),
    surname: text.nullish(),
    client: z.uuid().optional(),
    account: z.uuid().optional(),
    currency: text.length(3).optional(),
  }),
);

/** GET /recipient (public reference). */
export const persistedRecipientListSchema = z.looseObject({
  items: z.array(z.looseObject({ recipientKey: z.uuid() })),
  count: z.int().min(0),
  nextToken: text.nullable(),
});

/** GET /contracts/clients. */
export const contractListSchema = z.array(
  z.looseObject({
    id: text,
    title: text,
    level: z.int(),
    available: z.boolean(),
    params: z.array(
      z.looseObject({
        title: maybe,
        operation: maybe,
        action: maybe,
        controllers: z.array(text).optional(),
        transferPlane: z
          .array(
            z.looseObject({
              currency: text,
              calculator: text,
              from: z.number(),
              flat: z.number(),
              percentage: z.number(),
            }),
          )
          .optional(),
      }),
    ),
  }),
);

/** GET /v2/clients/kyc-access-token, GET /v1/kyc/access-token and the KYB tokens. */
export const identityVerificationTokenSchema = z.looseObject({
  token: text.min(1),
  userId: z.uuid(),
});
