import { afterEach, describe, expect, it } from 'vitest';
import { applyBrand } from './apply-brand';
import { brandColours } from './brand-colours';
import { setSchemePreference, startColorScheme } from './scheme-preference';

const root = document.documentElement;

afterEach(() => {
  localStorage.clear();
  delete root.dataset['scheme'];
});

describe('the colour scheme preference', () => {
  it('applies the stored choice at start, and none when nothing was chosen', () => {
    localStorage.setItem('pref.colorScheme', 'dark');
    const stop = startColorScheme();
    expect(root.dataset['scheme']).toBe('dark');
    stop();

    localStorage.removeItem('pref.colorScheme');
    startColorScheme()();
    expect(root).not.toHaveAttribute('data-scheme');

    localStorage.setItem('pref.colorScheme', 'purple');
    startColorScheme()();
    expect(root).not.toHaveAttribute('data-scheme');
  });

  it('keeps only the word in localStorage, and removes it for "same as this device"', () => {
    setSchemePreference('light');
    expect(root.dataset['scheme']).toBe('light');
    expect({ ...localStorage }).toEqual({ 'pref.colorScheme': 'light' });
    setSchemePreference(null);
    expect(root).not.toHaveAttribute('data-scheme');
    expect(localStorage.length).toBe(0);
  });

  it('follows a choice made in another tab', () => {
    const stop = startColorScheme();
    localStorage.setItem('pref.colorScheme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'pref.colorScheme' }));
    expect(root.dataset['scheme']).toBe('dark');
    stop();
  });
});

describe('applyBrand', () => {
  it('sets the checked colours, the bank name as the title and the favicon', () => {
    const brand = {
      name: 'Harbour Bank',
      primaryColor: '#0b4f9c',
      accentColor: '#0f766e',
      favicon: '/brand/harbour-favicon.png',
    };
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
    applyBrand(brand, brandColours(brand).properties);
    expect(root.style.getPropertyValue('--tenant-primary-light')).toBe('#0b4f9c');
    expect(root.style.getPropertyValue('--tenant-on-primary-light')).toBe('#ffffff');
    expect(root.style.getPropertyValue('--tenant-primary-dark')).toMatch(/^#[0-9a-f]{6}$/);
    expect(document.title).toBe('Harbour Bank');
    const icon = document.head.querySelector('link[rel="icon"]');
    expect(icon).toHaveAttribute('href', '/brand/harbour-favicon.png');
    expect(icon).not.toHaveAttribute('type');
  });
});
