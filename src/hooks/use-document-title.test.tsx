import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from '../config/config-context';
import { testConfig } from '../test/test-config';
import { TITLE_LEVEL, useDocumentTitle } from './use-document-title';

function Title({ title, level }: { title: string | undefined; level?: number }) {
  useDocumentTitle(title, level);
  return null;
}

function Screen({ route, refined }: { route: string; refined?: string | undefined }) {
  return (
    <ConfigProvider config={{ ...testConfig, brand: { ...testConfig.brand, name: 'Test Bank' } }}>
      <Title title={route} level={TITLE_LEVEL.route} />
      {refined === undefined ? null : <Title title={refined || undefined} />}
    </ConfigProvider>
  );
}

describe('useDocumentTitle', () => {
  it('names the screen, then the bank', () => {
    const { unmount } = render(<Screen route="Accounts" />);
    expect(document.title).toBe('Accounts — Test Bank');
    unmount();
  });

  it('lets a screen refine its route’s title while it is shown', () => {
    const { rerender, unmount } = render(<Screen route="Account" refined="" />);
    // Nothing loaded yet: the route's title stays.
    expect(document.title).toBe('Account — Test Bank');
    rerender(<Screen route="Account" refined="Holiday savings" />);
    expect(document.title).toBe('Holiday savings — Test Bank');
    // The route changes (the refinement goes with its screen).
    rerender(<Screen route="History" />);
    expect(document.title).toBe('History — Test Bank');
    unmount();
    expect(document.title).toBe('Test Bank');
  });
});
