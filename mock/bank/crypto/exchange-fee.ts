import type { RouteContext } from '../router';
import type { CryptoParty } from './party';

// The fee of an order, in per cent of its volume, and the contract it was charged under (the
// order's `charge: {percentage, contractId}`, as the spec's order resource has it).
// Assumption A-282 (docs/assumptions.md): the contract param that names the exchange, else the
// exchange's own default.

/** What the exchange charges when the party's contract says nothing of it. */
export const DEFAULT_EXCHANGE_PERCENTAGE = 0.5;

/** The action (or operation) of the contract param that sets the exchange's fee. */
export const EXCHANGE_ACTION = 'cryptoExchange';

export interface Charge {
  percentage: number;
  contractId: string;
}

/** A contract param as this rule reads it: anything else in it is left alone. */
interface ParamView {
  action?: unknown;
  operation?: unknown;
  transferPlane?: unknown;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

/** The percentage of the exchange param's `transferPlane` entry for `currency`, if any. */
function percentageIn(params: unknown, currency: string): number | null {
  if (!Array.isArray(params)) return null;
  for (const param of params as ParamView[]) {
    if (!isObject(param)) continue;
    if (param.action !== EXCHANGE_ACTION && param.operation !== EXCHANGE_ACTION) continue;
    if (!Array.isArray(param.transferPlane)) continue;
    const entry = (param.transferPlane as unknown[]).find(
      (plane) => isObject(plane) && plane['currency'] === currency,
    );
    const percentage = isObject(entry) ? entry['percentage'] : undefined;
    if (typeof percentage === 'number' && Number.isFinite(percentage) && percentage >= 0) {
      return percentage;
    }
  }
  return null;
}

/** The party's contract id: the company's `contractId` when acting for one, else the client's. */
export function contractIdOf(party: CryptoParty): string {
  return (party.company ? party.company.contractId : party.client.contract) ?? '';
}

/**
 * The charge of an order paid in `quoteCurrency` (the pair's quote): the percentage of the
 * party's contract's exchange param for that currency; a contract without one, or one the
 * catalogue does not hold, is charged the exchange's default.
 */
export function chargeOf(ctx: RouteContext, party: CryptoParty, quoteCurrency: string): Charge {
  const contractId = contractIdOf(party);
  const contract: unknown = ctx.state.contracts.find((candidate) => candidate.id === contractId);
  const params = isObject(contract) ? contract['params'] : undefined;
  const percentage = percentageIn(params, quoteCurrency) ?? DEFAULT_EXCHANGE_PERCENTAGE;
  return { percentage, contractId };
}
