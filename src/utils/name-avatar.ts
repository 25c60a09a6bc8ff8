/*
 * What a round avatar shows for a name: its initials and its tint. Pure, so a list of 10,000
 * rows can work them out while it renders, and the same name gets the same tint on every
 * screen and in every session (a hash of the name, never a random pick or a row's position).
 */

/** How many tints avatars have: src/styles/avatar.css defines `.avatar--tint-0` to `-7`. */
export const AVATAR_TINTS = 8;

// Text in which each UTF-16 unit is a grapheme of its own: up to Latin Extended-B there are no
// combining marks, joiners or surrogates. Most names are such text, and are split without the
// segmenter, whose construction (ICU's break rules) cost a phone's CPU about 50 ms as the first
// screen loaded (issue 23 §3).
const ONE_UNIT_EACH = /^[\u0020-\u024f]*$/;

// One segmenter for the app, made when a name first needs it: graphemes, so "É" written as E and
// a combining accent, or an emoji made of several code points, stays one letter.
let graphemes: Intl.Segmenter | null | undefined;

function graphemesOf(word: string): string[] {
  if (ONE_UNIT_EACH.test(word)) return Array.from(word);
  graphemes ??=
    typeof Intl.Segmenter === 'function'
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : null;
  return graphemes ? Array.from(graphemes.segment(word), (part) => part.segment) : Array.from(word);
}

/** A grapheme that starts with a letter or a digit, in any script. */
const LETTER = /^[\p{L}\p{N}]/u;

/** The first letter of a word, skipping what is not one (quotes, brackets, an apostrophe). */
function firstLetterOf(word: string): string {
  return graphemesOf(word).find((part) => LETTER.test(part)) ?? '';
}

/** A letter in the locale's capitals, unless that makes more than one letter of it ("ß"). */
function capital(letter: string, locale: string | undefined): string {
  const upper = letter.toLocaleUpperCase(locale);
  return graphemesOf(upper).length === 1 ? upper : letter;
}

/**
 * Up to two letters for a name: the first letter of each of its first two words, in the
 * locale's capitals ("grace hopper" → "GH", "Ölmühle" → "Ö", "ilkay" in Turkish → "İ"). A script
 * without capitals keeps its letters ("王小明" → "王"); a name with no letter gives "".
 */
export function initialsOf(name: string, locale?: string): string {
  return name
    .normalize('NFC')
    .split(/\s+/)
    .map(firstLetterOf)
    .filter(Boolean)
    .slice(0, 2)
    .map((letter) => capital(letter, locale))
    .join('');
}

/** The 32-bit FNV-1a hash of a text's UTF-16 code units: small, fast and well spread. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The tint of a name, 0 to AVATAR_TINTS - 1: the same for the same name however it is spaced,
 * cased or composed ("Grace  Hopper" and "grace hopper" match).
 */
export function tintOf(name: string): number {
  const key = name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  return fnv1a(key) % AVATAR_TINTS;
}
