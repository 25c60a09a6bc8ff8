// The footer's phone number waits for the first screen's reads, and for the footer to come within
// a screen of the view, before libphonenumber's tables load (issue 23 §3): shown as configured
// until then. On the sign-in's callback the first screen's reads are those asked for with the
// token (issue 37 §2): the tables wait until the screen has taken them all and drawn them.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRuntimeConfig } from '../config/runtime-config';

const config = parseRuntimeConfig({
  apiBaseUrl: 'https://bank.test',
  oidc: { authority: 'https://idp.test', clientId: 'web-banking' },
  brand: { name: 'Harbour Bank', primaryColor: '#0b4f9c', accentColor: '#0f766e' },
  support: { phone: '+442079460000' },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * An IntersectionObserver whose elements come into view when the test says so: into the
 * viewport itself, or to a distance below it (in screen heights) that an observer's bottom
 * margin (a percentage of the viewport's height) reaches.
 */
function stubViewport() {
  type Observed = { callback: IntersectionObserverCallback; elements: Element[]; reach: number };
  const observers: Observed[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: Observed;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        // rootMargin as CSS gives it: top, right, bottom, left (one to four values).
        const sides = (options?.rootMargin ?? '0px').trim().split(/\s+/);
        const bottom = sides[sides.length === 1 ? 0 : 2] ?? '0px';
        const reach = bottom.endsWith('%') ? Number.parseFloat(bottom) / 100 : 0;
        this.entry = { callback, elements: [], reach };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.elements.push(element);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.entry), 1);
      }
    },
  );
  const comeWithin = (screens: number) => {
    for (const { callback, elements, reach } of [...observers]) {
      if (reach < screens) continue;
      const entries = elements.map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      callback(entries, {} as IntersectionObserver);
    }
  };
  return { scrollIntoView: () => comeWithin(0), comeWithin };
}

/**
 * The footer beside a screen's read, which the test answers. Its modules are fresh each time:
 * a number once formatted keeps its tables for the page's life.
 */
async function footerBesideARead({ before }: { before?: () => Promise<void> } = {}) {
  vi.resetModules();
  await before?.();
  const [{ AppFooter }, { ConfigProvider }, { I18nProvider }] = await Promise.all([
    import('./app-footer'),
    import('../config/config-context'),
    import('../lib/i18n/i18n'),
  ]);
  const client = new QueryClient();
  let answer: (value: string) => void = () => undefined;
  const read = client.fetchQuery({
    queryKey: ['screen'],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider locale="en-GB">
        <ConfigProvider config={config}>
          <AppFooter />
        </ConfigProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  // The tables are at hand (imported here): only the footer's own decision holds them back.
  await act(() => import('../lib/i18n/format-phone'));
  return {
    client,
    answerTheRead: () =>
      act(async () => {
        answer('read');
        await read;
      }),
  };
}

describe('AppFooter', () => {
  it('shows the number as configured while the screen reads, then in its international format', async () => {
    const { answerTheRead } = await footerBesideARead();
    expect(screen.getByRole('link', { name: '+442079460000' })).toBeVisible();
    await answerTheRead();
    expect(await screen.findByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute(
      'href',
      'tel:+442079460000',
    );
  });

  it('leaves the number as configured while the footer is out of view', async () => {
    const viewport = stubViewport();
    const { answerTheRead } = await footerBesideARead();
    await answerTheRead();
    // The tables are loaded already: a footer that asked for them would have them after a turn.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('link', { name: '+442079460000' })).toBeVisible();
    act(() => viewport.scrollIntoView());
    expect(await screen.findByRole('link', { name: '+44 20 7946 0000' })).toBeVisible();
  });

  it('formats the number while the footer is still a screen below the view, before it is seen', async () => {
    const viewport = stubViewport();
    const { answerTheRead } = await footerBesideARead();
    await answerTheRead();
    act(() => viewport.comeWithin(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('link', { name: '+442079460000' })).toBeVisible();
    act(() => viewport.comeWithin(1));
    expect(await screen.findByRole('link', { name: '+44 20 7946 0000' })).toBeVisible();
  });

  it('waits, on the sign-in callback, until the screen has taken every read asked for with the token', async () => {
    const token = 'token-of-the-sign-in';
    const early = (url: string) => Promise.resolve(new Response(JSON.stringify({ url })));
    const { client, answerTheRead } = await footerBesideARead({
      before: async () => {
        const { keepEarlyAnswer } = await import('./first-reads');
        keepEarlyAnswer('https://bank.test/client', token, early('/client'));
        keepEarlyAnswer('https://bank.test/v1/accounts', token, early('/v1/accounts'));
      },
    });
    const { takeEarlyAnswer } = await import('../api/early-answers');
    // The screen took one and read it; its other part (the accounts) is still loading its code.
    await act(async () => {
      await client.fetchQuery({
        queryKey: ['client'],
        queryFn: async () => (await takeEarlyAnswer('https://bank.test/client', token))?.json(),
      });
    });
    await answerTheRead();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('link', { name: '+442079460000' })).toBeVisible();
    // The accounts' part has loaded and reads its answer: the screen is drawn, then formatted.
    await act(async () => {
      await client.fetchQuery({
        queryKey: ['accounts'],
        queryFn: async () =>
          (await takeEarlyAnswer('https://bank.test/v1/accounts', token))?.json(),
      });
    });
    expect(await screen.findByRole('link', { name: '+44 20 7946 0000' })).toBeVisible();
  });
});
