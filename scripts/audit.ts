/**
 * The dependency audit of `npm test`: `npm audit` over the production dependencies (what the
 * site ships), failing on a high or critical advisory. When the audit service cannot be
 * asked (no network, a registry that does not offer it, no answer in time), it says so in one
 * line and passes: the audit is a warning system, not a reason a build cannot run offline.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** How long the audit may take, npm's own retries included. */
export const AUDIT_TIMEOUT_MS = 60_000;

const FAILING = ['critical', 'high'] as const;
type FailingSeverity = (typeof FAILING)[number];

/** One advisory of a high or critical severity, on the package it was published for. */
export interface Finding {
  name: string;
  severity: FailingSeverity;
  title: string;
  url?: string;
}

export type AuditOutcome =
  | { kind: 'clean' }
  | { kind: 'advisories'; findings: Finding[] }
  | { kind: 'unavailable'; reason: string };

/** What a run of npm audit gave: its standard output, or why it gave none in full. */
export interface AuditRun {
  stdout: string;
  timedOut?: boolean;
  /** npm could not be started at all (its error message). */
  startError?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFailing(severity: unknown): severity is FailingSeverity {
  return FAILING.includes(severity as FailingSeverity);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The reason npm gives in an error answer: its code and summary, or its message. */
function errorReason(report: Record<string, unknown>): string {
  const error = isRecord(report.error) ? report.error : {};
  const code = text(error.code);
  const summary = text(error.summary) ?? text(report.message);
  const status = typeof report.statusCode === 'number' ? `HTTP ${report.statusCode}` : undefined;
  const parts = [code, summary ?? status].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(': ') : 'npm audit answered with an error';
}

/**
 * Reads the JSON that `npm audit --json` prints (report version 2, npm 7 and later). npm's
 * exit code is not used: it is 1 both for advisories and for a failed audit.
 */
export function parseAuditReport(output: string): AuditOutcome {
  let report: unknown;
  try {
    report = JSON.parse(output);
  } catch {
    const first = output.trim().split('\n')[0]?.slice(0, 120);
    return {
      kind: 'unavailable',
      reason: first ? `npm audit did not answer in JSON: ${first}` : 'npm audit printed nothing',
    };
  }
  if (!isRecord(report)) {
    return { kind: 'unavailable', reason: 'npm audit did not answer with a report' };
  }
  if (!isRecord(report.vulnerabilities)) {
    return { kind: 'unavailable', reason: errorReason(report) };
  }

  const findings = new Map<string, Finding>();
  for (const [name, entry] of Object.entries(report.vulnerabilities)) {
    if (!isRecord(entry)) continue;
    const via = Array.isArray(entry.via) ? entry.via : [];
    // An object in `via` is an advisory on this package; a string names the dependency that
    // brings one in (that dependency has its own entry with the advisory).
    for (const advisory of via) {
      if (!isRecord(advisory) || !isFailing(advisory.severity)) continue;
      const finding: Finding = {
        name: text(advisory.name) ?? name,
        severity: advisory.severity,
        title: text(advisory.title) ?? 'untitled advisory',
      };
      const url = text(advisory.url);
      if (url) finding.url = url;
      findings.set(`${finding.name}\n${url ?? finding.title}`, finding);
    }
    // A failing severity whose advisory is nowhere in the report is still a failure.
    if (isFailing(entry.severity) && !via.some(isRecord)) {
      const through = via.filter((item): item is string => typeof item === 'string');
      const hasOwnEntry = through.some((dependency) =>
        isRecord((report.vulnerabilities as Record<string, unknown>)[dependency]),
      );
      if (!hasOwnEntry) {
        findings.set(`${name}\n`, {
          name,
          severity: entry.severity,
          title: through.length > 0 ? `through ${through.join(', ')}` : 'advisory not detailed',
        });
      }
    }
  }
  if (findings.size === 0) return { kind: 'clean' };
  const order = (finding: Finding) => FAILING.indexOf(finding.severity);
  return {
    kind: 'advisories',
    findings: [...findings.values()].sort(
      (a, b) => order(a) - order(b) || a.name.localeCompare(b.name),
    ),
  };
}

/** The outcome of one run: a timeout or a failed start first, then what npm printed. */
export function auditOutcome(run: AuditRun, timeoutMs = AUDIT_TIMEOUT_MS): AuditOutcome {
  if (run.startError !== undefined) {
    return { kind: 'unavailable', reason: `npm could not be started: ${run.startError}` };
  }
  if (run.timedOut) {
    return { kind: 'unavailable', reason: `no answer within ${timeoutMs / 1000} s` };
  }
  return parseAuditReport(run.stdout);
}

/** What to print (standard output, standard error) and the exit code, for an outcome. */
export function auditReport(outcome: AuditOutcome): {
  code: 0 | 1;
  stdout: string[];
  stderr: string[];
} {
  switch (outcome.kind) {
    case 'clean':
      return {
        code: 0,
        stdout: ['npm audit: no high or critical advisories in the production dependencies.'],
        stderr: [],
      };
    case 'unavailable':
      return {
        code: 0,
        stdout: [],
        stderr: [
          `npm audit could not be run (${outcome.reason}); the dependency audit is skipped.`,
        ],
      };
    case 'advisories':
      return {
        code: 1,
        stdout: [],
        stderr: [
          `npm audit: ${outcome.findings.length} high or critical advisories in the production dependencies:`,
          ...outcome.findings.map(
            ({ name, severity, title, url }) =>
              `  ${name} (${severity}): ${title}${url ? ` ${url}` : ''}`,
          ),
        ],
      };
  }
}

/** Runs npm audit (the npm that runs this script when there is one), bounded in time. */
function runAudit(timeoutMs: number): Promise<AuditRun> {
  const args = ['audit', '--omit=dev', '--audit-level=high', '--json'];
  // Under `npm run`, npm_execpath is npm's own script: run it with this Node, which also
  // avoids needing a shell for npm.cmd on Windows.
  const npmCli = process.env.npm_execpath;
  const [command, commandArgs] =
    npmCli && /npm-cli\.c?js$/.test(npmCli) ? [process.execPath, [npmCli, ...args]] : ['npm', args];
  return new Promise((resolve) => {
    execFile(
      command,
      commandArgs,
      { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => {
        if (error && typeof error.code === 'string' && stdout === '') {
          resolve({ stdout, startError: error.message });
        } else {
          resolve({ stdout, timedOut: error?.killed === true });
        }
      },
    );
  });
}

async function main(): Promise<number> {
  const { code, stdout, stderr } = auditReport(auditOutcome(await runAudit(AUDIT_TIMEOUT_MS)));
  for (const line of stdout) console.log(line);
  for (const line of stderr) console.error(line);
  return code;
}

const invokedAs = process.argv[1];
if (invokedAs && path.resolve(invokedAs) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(
        `npm audit could not be run (${error instanceof Error ? error.message : String(error)}); the dependency audit is skipped.`,
      );
    },
  );
}
