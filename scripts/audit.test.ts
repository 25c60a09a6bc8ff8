import { describe, expect, it } from 'vitest';
import { auditOutcome, auditReport, parseAuditReport } from './audit';

// The shapes npm 11 printed for `npm audit --omit=dev --json` on this project: a report (from a
// registry answering with made-up advisories) and the answers when the audit cannot be run.

function advisory(source: number, name: string, severity: string, title: string) {
  return {
    source,
    name,
    dependency: name,
    title,
    url: `https://github.com/advisories/GHSA-test-${source}`,
    severity,
    cwe: [],
    cvss: { score: 7.5, vectorString: null },
    range: '<99.0.0',
  };
}

function entry(name: string, severity: string, via: unknown[], effects: string[] = []) {
  return {
    name,
    severity,
    isDirect: true,
    via,
    effects,
    range: '*',
    nodes: [`node_modules/${name}`],
    fixAvailable: false,
  };
}

function report(vulnerabilities: Record<string, unknown>): string {
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 } },
  });
}

const withAdvisories = report({
  // High only through zod: zod's own entry carries the advisory.
  '@hookform/resolvers': entry('@hookform/resolvers', 'high', ['zod']),
  ibantools: entry('ibantools', 'moderate', [advisory(3, 'ibantools', 'moderate', 'Moderate one')]),
  'react-router': entry('react-router', 'critical', [
    advisory(2, 'react-router', 'critical', 'Critical in react-router'),
  ]),
  zod: entry('zod', 'high', [advisory(1, 'zod', 'high', 'High in zod')], ['@hookform/resolvers']),
});

describe('parseAuditReport', () => {
  it('passes a report without advisories', () => {
    expect(parseAuditReport(report({}))).toEqual({ kind: 'clean' });
  });

  it('passes a report whose advisories are all below high', () => {
    const moderate = report({
      ibantools: entry('ibantools', 'moderate', [advisory(3, 'ibantools', 'moderate', 'M')]),
      lowly: entry('lowly', 'low', [advisory(4, 'lowly', 'low', 'L')]),
    });
    expect(parseAuditReport(moderate)).toEqual({ kind: 'clean' });
  });

  it('lists each high or critical advisory once, on its package, critical first', () => {
    expect(parseAuditReport(withAdvisories)).toEqual({
      kind: 'advisories',
      findings: [
        {
          name: 'react-router',
          severity: 'critical',
          title: 'Critical in react-router',
          url: 'https://github.com/advisories/GHSA-test-2',
        },
        {
          name: 'zod',
          severity: 'high',
          title: 'High in zod',
          url: 'https://github.com/advisories/GHSA-test-1',
        },
      ],
    });
  });

  it('still fails a high package whose advisory the report does not carry', () => {
    const odd = report({ lonely: entry('lonely', 'high', ['missing']) });
    expect(parseAuditReport(odd)).toEqual({
      kind: 'advisories',
      findings: [{ name: 'lonely', severity: 'high', title: 'through missing' }],
    });
  });

  it.each([
    [
      'a name that does not resolve',
      {
        message:
          'request to https://registry.invalid/-/npm/v1/security/advisories/bulk failed, reason: getaddrinfo ENOTFOUND registry.invalid',
        error: { summary: '', detail: '' },
      },
      /ENOTFOUND registry\.invalid/,
    ],
    [
      'a DNS failure with npm’s error code',
      { error: { code: 'EAI_AGAIN', summary: 'getaddrinfo EAI_AGAIN registry.npmjs.org' } },
      /^EAI_AGAIN: getaddrinfo EAI_AGAIN/,
    ],
    [
      'a registry without the audit endpoint',
      {
        message:
          '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
        statusCode: 405,
        body: '',
        error: { summary: '', detail: '' },
      },
      /^405 Method Not Allowed/,
    ],
    ['an error without words', { error: {} }, /answered with an error/],
  ])('says the audit could not be run on %s', (_case, answer, reason) => {
    const outcome = parseAuditReport(JSON.stringify(answer));
    expect(outcome.kind).toBe('unavailable');
    expect(outcome.kind === 'unavailable' && outcome.reason).toMatch(reason);
  });

  it.each([
    ['an HTML page', '<html>proxy login</html>', /did not answer in JSON: <html>proxy login/],
    ['nothing', '', /printed nothing/],
    ['a JSON that is no report', '[1, 2]', /did not answer with a report/],
  ])('says the audit could not be run when npm prints %s', (_case, output, reason) => {
    const outcome = parseAuditReport(output);
    expect(outcome.kind).toBe('unavailable');
    expect(outcome.kind === 'unavailable' && outcome.reason).toMatch(reason);
  });
});

describe('auditOutcome', () => {
  it('names the time limit when npm gave no answer in time, whatever it printed', () => {
    expect(auditOutcome({ stdout: '{"audit', timedOut: true }, 60_000)).toEqual({
      kind: 'unavailable',
      reason: 'no answer within 60 s',
    });
  });

  it('says when npm could not be started', () => {
    expect(auditOutcome({ stdout: '', startError: 'spawn npm ENOENT' })).toEqual({
      kind: 'unavailable',
      reason: 'npm could not be started: spawn npm ENOENT',
    });
  });

  it('reads the report otherwise', () => {
    expect(auditOutcome({ stdout: withAdvisories }).kind).toBe('advisories');
  });
});

describe('auditReport', () => {
  it('exits 1 with package, severity, title and link of each advisory', () => {
    const printed = auditReport(parseAuditReport(withAdvisories));
    expect(printed.code).toBe(1);
    expect(printed.stderr).toEqual([
      'npm audit: 2 high or critical advisories in the production dependencies:',
      '  react-router (critical): Critical in react-router https://github.com/advisories/GHSA-test-2',
      '  zod (high): High in zod https://github.com/advisories/GHSA-test-1',
    ]);
  });

  it('exits 0 with one line on standard error when the audit could not be run', () => {
    const printed = auditReport({ kind: 'unavailable', reason: 'no answer within 60 s' });
    expect(printed).toEqual({
      code: 0,
      stdout: [],
      stderr: [
        'npm audit could not be run (no answer within 60 s); the dependency audit is skipped.',
      ],
    });
  });

  it('exits 0 when clean', () => {
    expect(auditReport({ kind: 'clean' }).code).toBe(0);
  });
});
