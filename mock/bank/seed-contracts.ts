import type { Contract } from '../../src/api/contracts/schemas';

/** The client contracts the mock bank offers (GET /contracts/clients). */
export function seedContracts(): Contract[] {
  const param = (
    accountLimit: { currency: string; accounts: number }[],
    transferPlane: { currency: string; from: number; flat: number; percentage: number }[],
  ) => ({
    title: 'Account initiation',
    description: 'Accounts per currency, transfer fees and the risk-based system limit',
    operation: 'account',
    scope: 'client',
    action: 'accountInitiation',
    calculated: true,
    controllers: ['accountLimit', 'transferPlane', 'systemLimit'],
    accountLimit,
    transferPlane: transferPlane.map((plane) => ({ calculator: 'max', ...plane })),
    systemLimit: 'riskLevel',
  });
  // Assumption A-121 (docs/assumptions.md): a contract offers the crypto exchange through a
  // param with `exchangeCharge`, the fee of an order in percent of its volume.
  const exchange = (percentage: number) => ({
    title: 'Crypto exchange',
    description: 'Buying and selling crypto: the fee in percent of the order volume',
    operation: 'exchange',
    scope: 'client',
    action: 'cryptoExchange',
    calculated: true,
    controllers: ['exchangeCharge'],
    exchangeCharge: { percentage },
  });
  return [
    {
      id: 'BasicContract',
      title: 'Basic',
      level: 1,
      available: true,
      params: [
        param(
          [
            { currency: 'EUR', accounts: 2 },
            { currency: 'GBP', accounts: 1 },
          ],
          [
            { currency: 'EUR', from: 0, flat: 1, percentage: 0.5 },
            { currency: 'GBP', from: 0, flat: 1, percentage: 0.5 },
          ],
        ),
        exchange(0.5),
      ],
    },
    {
      id: 'PremiumContract',
      title: 'Premium',
      level: 2,
      available: true,
      params: [
        param(
          [
            { currency: 'EUR', accounts: 5 },
            { currency: 'GBP', accounts: 3 },
            { currency: 'USD', accounts: 2 },
          ],
          [
            { currency: 'EUR', from: 0, flat: 0, percentage: 0.2 },
            { currency: 'GBP', from: 0, flat: 0, percentage: 0.2 },
            { currency: 'USD', from: 0, flat: 0.5, percentage: 0.25 },
          ],
        ),
        exchange(0.25),
      ],
    },
    // No exchange param: the exchange is not offered under it (nor is the contract any more).
    { id: 'LegacyContract', title: 'Legacy', level: 0, available: false, params: [] },
  ];
}
