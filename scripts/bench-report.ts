/** The bench's table (scripts/bench.ts): one row per check, then what each measured. */
import type { CheckResult, Unit } from './bench-check.ts';

export function formatValue(value: number, unit: Unit): string {
  if (!Number.isFinite(value)) return 'error';
  if (unit === 'bytes') return `${(value / 1000).toFixed(2)} kB`;
  if (unit === 'ms') return `${value.toFixed(0)} ms`;
  return String(value);
}

export function formatReport(results: readonly CheckResult[]): string {
  const header = ['Check', 'Measured', 'Budget', 'Status'];
  const rows = results.map((result) => [
    result.name,
    formatValue(result.value, result.unit),
    formatValue(result.budget, result.unit),
    result.advisory ? (result.ok ? 'GOAL MET' : 'BELOW GOAL') : result.ok ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 1 || column === 2
          ? cell.padStart(widths[column] ?? 0)
          : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const details = results.flatMap((result) =>
    result.details?.length ? ['', `${result.name}:`, ...result.details.map((d) => `  ${d}`)] : [],
  );
  const gating = results.filter((result) => !result.advisory);
  const passed = gating.filter((result) => result.ok).length;
  const timings = results.filter((result) => result.advisory);
  const belowGoal = timings.filter((result) => !result.ok).length;
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    ...details,
    '',
    `bench: ${passed} passed, ${gating.length - passed} failed` +
      (timings.length
        ? `; ${timings.length} timing(s) of this machine printed, not gating` +
          (belowGoal ? ` (${belowGoal} below goal)` : '')
        : ''),
  ].join('\n');
}
