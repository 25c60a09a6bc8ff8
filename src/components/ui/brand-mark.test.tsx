import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigProvider } from '../../config/config-context';
import { parseRuntimeConfig } from '../../config/runtime-config';
import { setSchemePreference } from '../../lib/theme/scheme-preference';
import { BrandMark } from './brand-mark';

afterEach(() => {
  cleanup();
  setSchemePreference(null);
});

function renderMark(brand: Record<string, unknown>, nameHidden = false) {
  const config = parseRuntimeConfig({
    apiBaseUrl: 'https://bank.test',
    oidc: { authority: 'https://idp.test', clientId: 'web-banking' },
    brand,
  });
  return render(
    <ConfigProvider config={config}>
      <BrandMark nameHidden={nameHidden} />
    </ConfigProvider>,
  );
}

const logo = { light: '/brand/k.svg', dark: '/brand/k-dark.svg' };

describe('BrandMark', () => {
  it('names the bank; beside the name the logo is decorative', () => {
    const { container } = renderMark({ name: 'Kestrel Bank', logo });
    expect(container).toHaveTextContent(/^Kestrel Bank$/);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/brand/k.svg');
    expect(image).toHaveAttribute('alt', '');
  });

  it('alone, the logo carries the name', () => {
    renderMark({ name: 'Kestrel Bank', logo }, true);
    expect(screen.getByRole('img', { name: 'Kestrel Bank' })).toHaveAttribute(
      'src',
      '/brand/k.svg',
    );
  });

  it('shows the dark logo under the dark scheme, the light one as its fallback', () => {
    const { container } = renderMark({ name: 'Kestrel Bank', logo });
    act(() => setSchemePreference('dark'));
    expect(container.querySelector('img')).toHaveAttribute('src', '/brand/k-dark.svg');
    cleanup();
    const lightOnly = renderMark({ name: 'Kestrel Bank', logo: { light: '/brand/k.svg' } });
    expect(lightOnly.container.querySelector('img')).toHaveAttribute('src', '/brand/k.svg');
  });

  it('drawn for paper (a printed receipt), the light logo whatever the screen’s scheme', () => {
    const config = parseRuntimeConfig({
      apiBaseUrl: 'https://bank.test',
      oidc: { authority: 'https://idp.test', clientId: 'web-banking' },
      brand: { name: 'Kestrel Bank', logo },
    });
    const { container } = render(
      <ConfigProvider config={config}>
        <BrandMark scheme="light" />
      </ConfigProvider>,
    );
    act(() => setSchemePreference('dark'));
    expect(container.querySelector('img')).toHaveAttribute('src', '/brand/k.svg');
  });

  it('without a logo, the name alone (also when asked to hide it)', () => {
    const { container } = renderMark({ name: 'Mock Bank' }, true);
    expect(container).toHaveTextContent(/^Mock Bank$/);
    expect(container.querySelector('img')).toBeNull();
  });
});
