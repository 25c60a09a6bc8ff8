import Big from 'big.js';

// The fee a transfer is charged by, worked out by the test from GET /contracts/clients
// (the spec's contract params): the param whose `action` or `operation` names the transfer's
// kind; else the contract's general plane (a param naming no operation of its own, such as
// `accountInitiation`), which the app may only estimate by; else none.

export interface Plane {
  currency: string;
  calculator: string;
  from: number;
  flat: number;
  percentage: number;
}

export interface Param {
  action?: string;
  operation?: string;
  transferPlane?: Plane[];
}

export interface Contract {
  id: string;
  title?: string;
  params?: Param[];
}

export type TransferKind = 'internalTransfer' | 'sepaTransfer';

export type ExpectedFee =
  /** A rule of the param naming the transfer's kind: the fee is exact. */
  | { status: 'exact'; fee: string; total: string }
  /** A rule of the general plane only: the review must call its fee an estimate. */
  | { status: 'estimate'; fee: string; total: string }
  /** No terms or no rule for the currency and amount: the review must say so. */
  | { status: 'notKnown' };

const GENERAL = new Set(['', 'accountinitiation', 'account', 'client', 'contract']);
const key = (name: string | undefined) => (name ?? '').toLowerCase();

function rulesOf(params: Param[], currency: string): Plane[] {
  return params
    .flatMap((param) => param.transferPlane ?? [])
    .filter((plane) => plane.currency.toUpperCase() === currency.toUpperCase());
}

/** Calculator `max`: the larger of `flat` and amount × percentage / 100, half-up to the cent. */
function feeBy(rule: Plane, amount: string): string {
  const byPercentage = new Big(amount).times(new Big(rule.percentage)).div(100);
  const flat = new Big(rule.flat);
  return (byPercentage.gt(flat) ? byPercentage : flat).round(2, Big.roundHalfUp).toFixed(2);
}

/** The rule of the currency with the greatest `from` not above the amount. */
function applicable(rules: Plane[], amount: string): Plane | undefined {
  return rules
    .filter((rule) => new Big(rule.from).lte(amount))
    .sort((a, b) => new Big(b.from).cmp(a.from))[0];
}

export function expectedFee(
  contract: Contract | undefined,
  kind: TransferKind,
  currency: string,
  amount: string,
): ExpectedFee {
  if (!contract) return { status: 'notKnown' };
  const params = contract.params ?? [];
  const named = params.filter((p) => [p.action, p.operation].some((n) => key(n) === key(kind)));
  const general = params.filter((p) => GENERAL.has(key(p.action)) && GENERAL.has(key(p.operation)));
  for (const [rules, status] of [
    [rulesOf(named, currency), 'exact'],
    [rulesOf(general, currency), 'estimate'],
  ] as const) {
    if (rules.length === 0) continue;
    const rule = applicable(rules, amount);
    if (!rule) return { status: 'notKnown' };
    // A calculator other than `max` has no meaning the spec gives: the review may only estimate.
    const fee = feeBy(rule, amount);
    const sure = rule.calculator === 'max' ? status : 'estimate';
    return { status: sure, fee, total: new Big(amount).plus(fee).toFixed(2) };
  }
  return { status: 'notKnown' };
}
