import { afterEach, describe, expect, it, vi } from 'vitest';
import { AVATAR_TINTS, fnv1a, initialsOf, tintOf } from './name-avatar';

describe('initialsOf', () => {
  it('takes the first letter of the first two words, in capitals', () => {
    expect(initialsOf('Grace Hopper')).toBe('GH');
    expect(initialsOf('acme trading ltd')).toBe('AT');
    expect(initialsOf('  Ölmühle ')).toBe('Ö');
    expect(initialsOf('Tim Berners Lee')).toBe('TB');
    expect(initialsOf('')).toBe('');
    expect(initialsOf('   ')).toBe('');
  });

  it('uses the locale’s capitals and keeps one letter one', () => {
    expect(initialsOf('ilkay yılmaz', 'tr-TR')).toBe('İY');
    expect(initialsOf('ilkay yılmaz', 'en-GB')).toBe('IY');
    // A capital that would be two letters keeps the small one.
    expect(initialsOf('ßmith', 'de-DE')).toBe('ß');
    // E with a combining acute (two code points) is one letter, composed.
    expect(initialsOf('e\u0301mile zola')).toBe('ÉZ');
  });

  it('reads any script and skips what is not a letter', () => {
    expect(initialsOf('王小明')).toBe('王');
    expect(initialsOf('Мария Иванова')).toBe('МИ');
    expect(initialsOf('محمد علي')).toBe('مع');
    expect(initialsOf('"Grace" (Hopper)')).toBe('GH');
    expect(initialsOf('— & —')).toBe('');
  });
});

describe('initialsOf and the segmenter', () => {
  const { Segmenter } = Intl;
  afterEach(() => {
    Object.defineProperty(Intl, 'Segmenter', { value: Segmenter });
  });

  it('splits Latin names without one, and makes one once for the first name that needs it', async () => {
    vi.resetModules();
    let made = 0;
    class Counted extends Segmenter {
      constructor(locales?: string | string[], options?: Intl.SegmenterOptions) {
        super(locales, options);
        made += 1;
      }
    }
    Object.defineProperty(Intl, 'Segmenter', { value: Counted });
    const fresh = await import('./name-avatar');
    expect(fresh.initialsOf('Grace Hopper')).toBe('GH');
    expect(fresh.initialsOf('Łukasz Żółć')).toBe('ŁŻ');
    expect(made).toBe(0);
    expect(fresh.initialsOf('e\u0301mile 王小明')).toBe('É王');
    expect(fresh.initialsOf('👩‍💻 Ada')).toBe('A');
    expect(made).toBe(1);
  });
});

describe('tintOf', () => {
  it('hashes with FNV-1a (the published test vectors)', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('gives the same name the same tint however it is written', () => {
    expect(AVATAR_TINTS).toBe(8);
    expect(tintOf('Grace Hopper')).toBe(3);
    expect(tintOf('  grace   HOPPER ')).toBe(3);
    expect(tintOf('Alan Turing')).toBe(0);
    expect(tintOf('Katherine Johnson')).toBe(7);
    expect(tintOf('Donald Knuth')).toBe(5);
    expect(tintOf('e\u0301mile')).toBe(tintOf('\u00e9mile'));
  });
});
