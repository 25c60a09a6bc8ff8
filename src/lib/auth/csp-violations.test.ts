import { afterEach, describe, expect, it, vi } from 'vitest';

/** What a browser dispatches on document (jsdom has no SecurityPolicyViolationEvent). */
function violation(blockedURI: string, effectiveDirective = 'connect-src'): Event {
  return Object.assign(new Event('securitypolicyviolation', { bubbles: true, composed: true }), {
    blockedURI,
    effectiveDirective,
    violatedDirective: effectiveDirective,
  });
}

/** The module as the entry loads it: it records from the moment it is imported. */
const fresh = async () => {
  vi.resetModules();
  return import('./csp-violations');
};

afterEach(() => vi.resetModules());

describe('csp-violations (issue 36 §1)', () => {
  it('records which address the page’s CSP refused, and by which directive, once each', async () => {
    const { cspRefusals } = await fresh();
    document.dispatchEvent(violation('https://auth.bank.example/oauth2/token'));
    document.dispatchEvent(violation('https://auth.bank.example/oauth2/token'));
    document.body.dispatchEvent(violation('https://api.bank.example/v1/accounts'));
    expect(cspRefusals()).toEqual([
      { address: 'https://auth.bank.example/oauth2/token', directive: 'connect-src' },
      { address: 'https://api.bank.example/v1/accounts', directive: 'connect-src' },
    ]);
  });

  it('leaves out what is no address (an inline script, eval, a Trusted Types sink)', async () => {
    const { cspRefusals } = await fresh();
    document.dispatchEvent(violation('inline', 'script-src-elem'));
    document.dispatchEvent(violation('eval', 'script-src'));
    document.dispatchEvent(violation('trusted-types-sink', 'require-trusted-types-for'));
    expect(cspRefusals()).toEqual([]);
  });

  it('tells a listener of each new refusal until it stops listening', async () => {
    const { cspRefusals, onCspRefusal } = await fresh();
    const listener = vi.fn();
    const stop = onCspRefusal(listener);
    const before = cspRefusals();
    document.dispatchEvent(violation('https://idp.bank.example/.well-known/openid-configuration'));
    expect(listener).toHaveBeenCalledTimes(1);
    // A new list, so that React sees the change.
    expect(cspRefusals()).not.toBe(before);
    stop();
    document.dispatchEvent(violation('https://other.bank.example/'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
