// The text fields of each resource of the spec (client-api.md, "Resources and their fields";
// the provider's public reference for those the spec does not describe), as the alternate
// reading writes them (./answers.ts): by route, the shape of each successful answer.

export interface Shape {
  /** The resource's text fields. */
  texts?: readonly string[];
  /** Object fields, each with its own shape. */
  objects?: Readonly<Record<string, Shape>>;
  /** Array fields whose items have a shape. */
  lists?: Readonly<Record<string, Shape>>;
}

const ADDRESS: Shape = {
  texts: ['country', 'postCode', 'town', 'street', 'streetLine2', 'state'],
};

const PROFILE_FIELDS = [
  'client',
  'adm',
  'kyc',
  'verifier',
  'applicant',
  'agent',
  'context',
  'created',
  'updated',
  'contract',
  'termsVersion',
  'termsAcceptedTs',
];

/** The client profile without the personal fields (PATCH /client/contract, contract-accept). */
const PROFILE_WITHOUT_PERSONAL: Shape = { texts: PROFILE_FIELDS, objects: { address: ADDRESS } };

/** The client profile (GET /client, POST /client). */
const PROFILE: Shape = {
  texts: ['name', 'surname', 'nationality', 'birthday', 'phone', ...PROFILE_FIELDS],
  objects: { address: ADDRESS },
};

const COMPANY: Shape = {
  texts: [
    'userId',
    'companyId',
    'adm',
    'kyb',
    'name',
    'companyType',
    'position',
    'email',
    'phone',
    'contactName',
    'registrationNumber',
    'contractId',
  ],
  objects: { tradingAddress: ADDRESS, address: ADDRESS, onboardingFee: { texts: ['status'] } },
};

const LEGACY_COMPANY: Shape = {
  texts: ['companyType', 'companyId', 'kyc', 'adm', 'id', 'name', 'position', 'email'],
};

const ACCOUNT: Shape = {
  texts: [
    'id',
    'alias',
    'currency',
    'pending',
    'status',
    'endUserId',
    'companyId',
    'createdAt',
    'updatedAt',
    'posted',
    'title',
    'variantId',
  ],
  lists: { products: { texts: ['extAccountId', 'id'] } },
};

const LEGACY_ACCOUNT: Shape = {
  texts: [
    'client',
    'account',
    'agent',
    'auditor',
    'title',
    'currency',
    'created',
    'updated',
    'contract',
    'status',
    'bankDetails',
    'variantId',
    'alias',
  ],
};

/** GET /v1/ext-accounts/{id} (public reference): its text fields as the mock gives them. */
const EXT_ACCOUNT: Shape = {
  texts: [
    'id',
    'accountId',
    'currency',
    'status',
    'available',
    'holding',
    'pending',
    'balance',
    'alias',
    'variantId',
    'bankDetails',
    'createdAt',
    'updatedAt',
  ],
};

const BANK_DETAILS: Shape = {
  texts: ['provider', 'account'],
  lists: { bankDetails: { texts: ['key', 'value'] } },
};

const PARTY: Shape = {
  texts: [
    'name',
    'surname',
    'bicSwift',
    'iban',
    'type',
    'ukAccountNumber',
    'ukSortCode',
    'bankName',
    'street',
    'houseNumber',
    'refinement',
    'city',
    'region',
    'country',
    'postCode',
    'reference',
    'email',
  ],
};

const TRANSACTION: Shape = {
  texts: [
    'id',
    'accountId',
    'extAccountId',
    'extId',
    'inTransactionId',
    'outTransactionId',
    'amlId',
    'amlScore',
    'amlStatus',
    'amount',
    'direction',
    'paymentMethod',
    'provider',
    'status',
    'createdAt',
    'updatedAt',
  ],
  objects: {
    charge: {
      texts: [
        'total',
        'fee',
        'percentage',
        'flat',
        'calculator',
        'contractId',
        'amount',
        'currency',
        'revenueAccount',
      ],
    },
    recipient: PARTY,
    sender: PARTY,
  },
};

const CONTRACT: Shape = {
  texts: ['id', 'title'],
  lists: {
    params: {
      texts: ['title', 'description', 'operation', 'scope', 'action', 'systemLimit'],
      lists: {
        accountLimit: { texts: ['currency'] },
        transferPlane: { texts: ['currency', 'calculator'] },
      },
    },
  },
};

const RECIPIENT_FOUND: Shape = {
  texts: ['isRecipientFound', 'name', 'surname', 'client', 'account', 'currency'],
};

/** A saved recipient (GET /recipient, public reference). */
const SAVED_RECIPIENT: Shape = {
  texts: [
    'recipientKey',
    'transferType',
    'recipientType',
    'currency',
    'accountNumber',
    'sortCode',
    'companyName',
    'name',
    'surname',
    'iban',
    'email',
  ],
};

const TOKEN: Shape = { texts: ['token', 'userId'] };

const ORDER: Shape = {
  texts: [
    'id',
    'profileId',
    'accountIdFrom',
    'accountIdTo',
    'pair',
    'side',
    'volume',
    'createdAt',
    'updatedAt',
  ],
  objects: {
    settings: { texts: ['type', 'desiredPrice'] },
    state: { texts: ['status'] },
    charge: { texts: ['contractId'] },
  },
};

const ORDER_MODE: Shape = { texts: ['mode', 'minvbc', 'minvqc'] };
export const PAIR_INFO: Shape = {
  texts: ['ask', 'bid'],
  objects: { orders: { objects: { market: ORDER_MODE, limit: ORDER_MODE } } },
};

/** The shape of each route's successful answer (an array answer: the shape of its items). */
export const ANSWERS: Readonly<Record<string, Shape>> = {
  'GET /client': PROFILE,
  'POST /client': PROFILE,
  'PATCH /client': ADDRESS,
  'PATCH /client/contract': PROFILE_WITHOUT_PERSONAL,
  'POST /v2/clients/contract-accept': PROFILE_WITHOUT_PERSONAL,
  'GET /v2/clients/kyc-access-token': TOKEN,
  'GET /v1/kyc/access-token': TOKEN,
  'GET /contracts/clients': CONTRACT,
  'GET /v2/companies': { lists: { companies: COMPANY } },
  'GET /companies/:companyId': LEGACY_COMPANY,
  'PATCH /companies/contract': LEGACY_COMPANY,
  'POST /v2/companies/contract-accept': COMPANY,
  'POST /companies/email/resend-code': LEGACY_COMPANY,
  'POST /companies/email/verify': COMPANY,
  'GET /v2/companies/:companyId/kyb-access-token': TOKEN,
  'GET /v1/kyb/access-token/:companyId': TOKEN,
  'GET /account': LEGACY_ACCOUNT,
  'GET /v1/accounts': ACCOUNT,
  'PATCH /v2/accounts/:accountId': { texts: ['accountId', 'operation', 'status'] },
  'GET /v1/ext-accounts/:extAccountId': EXT_ACCOUNT,
  'GET /account/details/:account': BANK_DETAILS,
  'GET /recipient/search/:currency': RECIPIENT_FOUND,
  'GET /recipient': { texts: ['nextToken'], lists: { items: SAVED_RECIPIENT } },
  'POST /v2/transfer': { texts: ['id', 'operationId'] },
  'POST /v2/transfer/internal': { texts: ['id', 'operationId'] },
  'GET /v1/transactions': { lists: { transactions: TRANSACTION } },
  'GET /crypto-exchange/orders': { lists: { orders: ORDER } },
  'GET /crypto-exchange/orders/:orderId': ORDER,
};
