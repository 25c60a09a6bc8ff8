import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, parseRuntimeConfig } from '../config/runtime-config';
import { ConfigErrorScreen } from './config-error-screen';

afterEach(cleanup);

function problemsOf(raw: unknown): string[] {
  try {
    parseRuntimeConfig(raw);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('ConfigErrorScreen', () => {
  it('names the key that is wrong and says in words what it must be', () => {
    const problems = problemsOf({
      apiBaseUrl: 'http://bank.example',
      oidc: { authority: 'https://login.example.com', clientId: 'web-banking' },
      legal: { termsUrl: '/\\evil.example/{contractId}' },
    });
    render(<ConfigErrorScreen problems={problems} />);

    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'apiBaseUrl: must be an https:// address (plain http:// only to localhost, 127.x.x.x or [::1], from a page served there)',
      'legal.termsUrl: must be a path on this site (one leading /) or an https:// address',
    ]);
    // The key stands out from the words around it.
    expect(within(items[0] as HTMLElement).getByText('apiBaseUrl').tagName).toBe('CODE');
  });

  it('shows a problem without a key as it is', () => {
    render(<ConfigErrorScreen problems={['/config.json answered 404']} />);
    expect(screen.getByRole('listitem').textContent).toBe('/config.json answered 404');
  });
});
