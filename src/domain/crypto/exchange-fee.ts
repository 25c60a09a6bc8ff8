/**
 * The fee the party's contract sets on a crypto order, as far as the bank says it before the
 * order is placed (Assumption A-201, docs/assumptions.md). The spec's contract params carry
 * fees in `transferPlane`; the exchange's is the param whose `action` or `operation` names the
 * exchange, and its entry of the order's quote currency gives the percentage of the volume.
 * Anything else (no such param, no entry for the currency, a flat part or tiers, entries that
 * disagree, a contract the catalogue lacks) is a fee not known before placing: never 0. Whether
 * the exchange is offered at all does not depend on any of this.
 */
import { decimalFromNumber } from '../../utils/decimal-text';
import type { Contract, ContractParam } from '../../api/contracts/schemas';

export type ExchangeFee =
  | {
      known: true;
      /** The fee in per cent of the order's volume, as a decimal string ("0.5"). */
      percentage: string;
      contractId: string;
    }
  | { known: false };

const NOT_KNOWN: ExchangeFee = { known: false };

/** Whether a param is the exchange's: its `action` or `operation` names it. */
export function namesTheExchange(param: ContractParam): boolean {
  return [param.action, param.operation].some(
    (word) => word !== undefined && /exchange|crypto/i.test(word),
  );
}

/** The fee of orders on a pair quoted in `quoteCurrency` under `contractId`. */
export function exchangeFeeOf(
  contracts: readonly Contract[],
  contractId: string | null | undefined,
  quoteCurrency: string,
): ExchangeFee {
  if (!contractId) return NOT_KNOWN;
  const contract = contracts.find((item) => item.id === contractId);
  const code = quoteCurrency.toUpperCase();
  const entries = (contract?.params ?? [])
    .filter(namesTheExchange)
    .flatMap((param) => param.transferPlane ?? [])
    .filter((entry) => entry.currency.toUpperCase() === code);
  const percentages = new Set<string>();
  for (const entry of entries) {
    // A flat part or a lower bound is not a percentage of the volume alone.
    if (entry.flat !== 0 || entry.from > 0) return NOT_KNOWN;
    const percentage = decimalFromNumber(entry.percentage);
    if (percentage === null || entry.percentage < 0 || entry.percentage > 100) return NOT_KNOWN;
    percentages.add(percentage);
  }
  const [percentage, ...others] = [...percentages];
  if (percentage === undefined || others.length > 0) return NOT_KNOWN;
  return { known: true, percentage, contractId };
}
