/**
 * What a check of the bench is and what it gives back (scripts/bench.ts runs them; the
 * history and Lighthouse benchmarks are checks too; bench-report.ts prints their results).
 */
import type { BundleAnalysis } from './bench-graph.ts';

export type Unit = 'bytes' | 'count' | 'ms';

export interface CheckResult {
  name: string;
  value: number;
  budget: number;
  unit: Unit;
  ok: boolean;
  /**
   * A timing of this shared machine (a long task, a time to first rows, a Lighthouse score):
   * printed against its goal, never failing the bench, since the same build measures
   * differently whenever another process runs (issue 20 §3). What fails is deterministic:
   * bytes, DOM rows, request counts, a page that did not end where it should.
   */
  advisory?: true;
  /** Extra lines printed under the table (what was measured, what is over budget). */
  details?: string[];
}

/** The same result, printed against its goal but never failing the bench. */
export function advisory(result: CheckResult): CheckResult {
  return { ...result, advisory: true };
}

/** Whether the results let the bench pass: every gating result is within its budget. */
export function benchPasses(results: readonly CheckResult[]): boolean {
  return results.every((result) => result.ok || result.advisory === true);
}

export interface BenchContext {
  distDir: string;
  /** The bundle analysis, computed once on first use. */
  bundle: () => BundleAnalysis;
}

export interface Check {
  name: string;
  /** One result, or one per measured thing (each a row of the table). */
  run: (ctx: BenchContext) => CheckResult | CheckResult[] | Promise<CheckResult | CheckResult[]>;
}

export function checkBudget(
  name: string,
  value: number,
  budget: number,
  unit: Unit,
  details?: string[],
): CheckResult {
  return { name, value, budget, unit, ok: value <= budget, ...(details ? { details } : {}) };
}
