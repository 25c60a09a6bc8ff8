import type { Contract } from '../../src/api/contracts/schemas';
import type { Reading } from './readings';

// The contracts the mock bank offers (GET /contracts/clients), in each reading of the spec's
// contract parameters (docs/assumptions.md, A-257):
// - first: one `accountInitiation` param with the accounts per currency, the fee schedule of
//   every transfer and the system limit (the public reference's example), and a param that
//   names the crypto exchange with its own `transferPlane` (the fee of an order);
// - alternate: the accounts and the system limit in `accountInitiation`, one param per
//   transfer operation with its own `transferPlane`, and nothing about the exchange at all.

type Param = NonNullable<Contract['params']>[number];
type Limit = { currency: string; accounts: number };
type Plane = { currency: string; from: number; flat: number; percentage: number };

const max = (planes: Plane[]) => planes.map((plane) => ({ calculator: 'max', ...plane }));

function accountInitiation(accountLimit: Limit[], transferPlane: Plane[] | null): Param {
  return {
    title: 'Account initiation',
    description: transferPlane
      ? 'Accounts per currency, transfer fees and the risk-based system limit'
      : 'Accounts per currency and the risk-based system limit',
    operation: 'account',
    scope: 'client',
    action: 'accountInitiation',
    calculated: true,
    controllers: transferPlane
      ? ['accountLimit', 'transferPlane', 'systemLimit']
      : ['accountLimit', 'systemLimit'],
    accountLimit,
    ...(transferPlane ? { transferPlane: max(transferPlane) } : {}),
    systemLimit: 'riskLevel',
  };
}

/** First reading: the exchange, its order fee in percent of the volume. */
function cryptoExchange(percentage: number): Param {
  return {
    title: 'Crypto exchange',
    description: 'Buying and selling crypto: the fee in percent of the order volume',
    operation: 'cryptoExchange',
    scope: 'client',
    action: 'cryptoExchange',
    calculated: true,
    controllers: ['transferPlane'],
    transferPlane: ['EUR', 'GBP'].map((currency) => ({
      currency,
      calculator: 'percentage',
      from: 0,
      flat: 0,
      percentage,
    })),
  };
}

/** Alternate reading: one transfer operation's own fee schedule. */
export function transferParam(operation: string, title: string, plane: Plane[]): Param {
  return {
    title,
    description: `The fee of each ${title.toLowerCase()}`,
    operation,
    scope: 'client',
    action: operation,
    calculated: true,
    controllers: ['transferPlane'],
    transferPlane: max(plane),
  };
}

const both = (flat: number, percentage: number, currencies = ['EUR', 'GBP']): Plane[] =>
  currencies.map((currency) => ({ currency, from: 0, flat, percentage }));

export function seedContracts(reading: Reading = 'first'): Contract[] {
  const first = reading === 'first';
  const basicLimit = [
    { currency: 'EUR', accounts: 2 },
    { currency: 'GBP', accounts: 1 },
  ];
  const premiumLimit = [
    { currency: 'EUR', accounts: 5 },
    { currency: 'GBP', accounts: 3 },
    { currency: 'USD', accounts: 2 },
  ];
  return [
    {
      id: 'BasicContract',
      title: 'Basic',
      level: 1,
      available: true,
      params: first
        ? [accountInitiation(basicLimit, both(1, 0.5)), cryptoExchange(0.5)]
        : [
            accountInitiation(basicLimit, null),
            transferParam('internalTransfer', 'Internal transfer', both(0, 0.1)),
            transferParam('sepaTransfer', 'SEPA transfer', both(0.5, 0.2, ['EUR'])),
          ],
    },
    {
      id: 'PremiumContract',
      title: 'Premium',
      level: 2,
      available: true,
      params: first
        ? [
            accountInitiation(premiumLimit, [
              ...both(0, 0.2),
              { currency: 'USD', from: 0, flat: 0.5, percentage: 0.25 },
            ]),
            cryptoExchange(0.25),
          ]
        : [
            accountInitiation(premiumLimit, null),
            transferParam(
              'internalTransfer',
              'Internal transfer',
              both(0, 0.05, ['EUR', 'GBP', 'USD']),
            ),
            transferParam('sepaTransfer', 'SEPA transfer', both(0.25, 0.1, ['EUR'])),
          ],
    },
    // No longer offered; nothing under it either.
    { id: 'LegacyContract', title: 'Legacy', level: 0, available: false, params: [] },
  ];
}

/**
 * Alternate reading: contracts a company may hold that the client catalogue does not list.
 * `BusinessContract` charges a flat 0.20 EUR for every transfer, whatever the amount.
 */
export function seedBusinessContracts(reading: Reading = 'first'): Contract[] {
  if (reading === 'first') return [];
  const flat = [{ currency: 'EUR', from: 0, flat: 0.2, percentage: 0 }];
  return [
    {
      id: 'BusinessContract',
      title: 'Business',
      level: 3,
      available: true,
      params: [
        transferParam('internalTransfer', 'Internal transfer', flat),
        transferParam('sepaTransfer', 'SEPA transfer', flat),
      ],
    },
  ];
}
