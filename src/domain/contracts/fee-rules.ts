import type { Contract, ContractParam, TransferPlane } from '../../api/contracts/schemas';

/** The kinds of transfer the app sends: POST /v2/transfer/internal, and POST /v2/transfer (SEPA). */
export type TransferKind = 'internal' | 'sepa';

/** The fee rules of one transfer in one currency, and how sure the app is that they apply. */
export interface TransferFeeTerms {
  /** The rules of the currency ([] when the contract prices it nowhere for this transfer). */
  rules: TransferPlane[];
  /**
   * True when the rules come from a param that names no kind of transfer (the public
   * reference's `accountInitiation`): the bank may apply them, or others, so the fee is an
   * estimate.
   */
  estimate: boolean;
}

/** A param's name (`action`, `operation`) reduced to compare: lower case, letters and digits. */
export function operationNameKey(name: string | undefined): string {
  return (name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/s$/, '');
}

// Assumption A-215 (docs/assumptions.md): which names stand for which kind of transfer. The
// app's external transfer is SEPA only, so "external" names it as well.
const KIND_NAMES: Record<TransferKind, readonly string[]> = {
  internal: ['internaltransfer', 'transferinternal', 'internal', 'internalpayment'],
  sepa: [
    'sepatransfer',
    'transfersepa',
    'sepa',
    'sepapayment',
    'externaltransfer',
    'transferexternal',
    'external',
  ],
};
/** A param for every kind of transfer. */
const ALL_TRANSFER_NAMES: readonly string[] = ['transfer', 'transferplane'];
/** Names of params about the client's contract in general, not one operation. */
const GENERAL_NAMES: readonly string[] = ['accountinitiation', 'account', 'client', 'contract'];

/** How closely a param speaks of a transfer of `kind`: lower is closer; null = not at all. */
function closeness(param: ContractParam, kind: TransferKind): 0 | 1 | 2 | null {
  const names = [param.action, param.operation].map(operationNameKey).filter(Boolean);
  const namesKind = (k: TransferKind) => names.some((name) => KIND_NAMES[k].includes(name));
  if (namesKind(kind)) return 0;
  if (namesKind(kind === 'sepa' ? 'internal' : 'sepa')) return null;
  if (names.some((name) => ALL_TRANSFER_NAMES.includes(name))) return 1;
  if (names.every((name) => GENERAL_NAMES.includes(name))) return 2;
  // Another operation (the crypto exchange, say): its plane is not a transfer's.
  return null;
}

/**
 * The rules a transfer of `kind` in `currency` is charged by under `contract`: those of the
 * params that name the kind; else of a param for every transfer; else (an estimate) of a
 * param that names no operation. Params of other operations are never used.
 * Pure: no reading of the catalogue, no I/O.
 */
export function transferFeeTermsOf(
  contract: Contract,
  kind: TransferKind,
  currency: string,
): TransferFeeTerms {
  const code = currency.trim().toUpperCase();
  for (const level of [0, 1, 2] as const) {
    const rules = (contract.params ?? [])
      .filter((param) => closeness(param, kind) === level)
      .flatMap((param) => param.transferPlane ?? [])
      .filter((rule) => rule.currency.trim().toUpperCase() === code);
    if (rules.length > 0) return { rules, estimate: level === 2 };
  }
  return { rules: [], estimate: false };
}
