import { describe, expect, it } from 'vitest';
import { checkWalletAddress } from './wallet-address';

// Addresses from the Bitcoin wiki, BIP-173 and BIP-86 (Bitcoin) and EIP-55 (Ethereum).
const BTC = {
  p2pkh: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
  p2sh: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  segwit: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  taproot: 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
  testnet: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
};
const ETH = {
  checksummed: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  lowercase: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
};

describe('checkWalletAddress', () => {
  it.each(Object.entries(BTC).filter(([kind]) => kind !== 'testnet'))(
    'accepts a Bitcoin main-network address (%s)',
    (_kind, address) => {
      expect(checkWalletAddress('BTC', 'bitcoin', address)).toBeNull();
    },
  );

  it('refuses a Bitcoin address whose last character was mistyped (its checksum fails)', () => {
    expect(checkWalletAddress('BTC', 'bitcoin', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3')).toEqual({
      reason: 'invalid',
    });
    expect(
      checkWalletAddress('BTC', 'bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr'),
    ).toEqual({ reason: 'invalid' });
  });

  it('says when a Bitcoin address is of a test network', () => {
    expect(checkWalletAddress('BTC', 'bitcoin', BTC.testnet)).toEqual({ reason: 'testNetwork' });
  });

  it('accepts an Ethereum address with its checksum, or all in small letters', () => {
    expect(checkWalletAddress('ETH', 'ethereum', ETH.checksummed)).toBeNull();
    expect(checkWalletAddress('ETH', 'ethereum', ETH.lowercase)).toBeNull();
  });

  it('refuses an Ethereum address whose capitals do not match its checksum', () => {
    const changed = `${ETH.checksummed.slice(0, -1)}D`;
    expect(checkWalletAddress('ETH', 'ethereum', changed)).toEqual({ reason: 'checksum' });
  });

  // EIP-55's own examples: each is its checksummed form, whatever the mix of capitals it came to.
  const EIP55_EXAMPLES = {
    mixedCase: [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ],
    allCapitals: [
      '0x52908400098527886E0F7030069857D2E4169EE7',
      '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    ],
    allSmall: [
      '0xde709f2102306220921060314715629080e2fb77',
      '0x27b1fdb04752bbc536007a920d24acb045561c26',
    ],
  };
  const allExamples = Object.values(EIP55_EXAMPLES).flat();

  /** The address with the letter at `index` (after 0x) in the other case. */
  function flipped(address: string, index: number): string {
    const at = 2 + index;
    const letter = address.charAt(at);
    const other = letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase();
    return `${address.slice(0, at)}${other}${address.slice(at + 1)}`;
  }
  /** Positions (after 0x) of the letters a–f, the only characters that have a case. */
  function letterPositions(address: string): number[] {
    return [...address.slice(2)].flatMap((char, index) => (/[a-f]/i.test(char) ? [index] : []));
  }

  it.each(allExamples)('accepts EIP-55 example %s', (address) => {
    expect(checkWalletAddress('ETH', 'ethereum', address)).toBeNull();
  });

  it.each(allExamples)('refuses %s with any one letter in the other case', (address) => {
    const positions = letterPositions(address);
    expect(positions.length).toBeGreaterThan(0);
    for (const index of positions) {
      expect(
        checkWalletAddress('ETH', 'ethereum', flipped(address, index)),
        `letter ${index}`,
      ).toEqual({ reason: 'checksum' });
    }
  });

  it.each(EIP55_EXAMPLES.mixedCase)('accepts %s all in small letters (no checksum)', (address) => {
    expect(checkWalletAddress('ETH', 'ethereum', `0x${address.slice(2).toLowerCase()}`)).toBeNull();
  });

  // EIP-55: an address in one case carries no checksum, so capitals throughout are taken as
  // small letters are (as ethers does; the library used before refused them).
  it.each(EIP55_EXAMPLES.mixedCase)('accepts %s all in capitals (no checksum)', (address) => {
    expect(checkWalletAddress('ETH', 'ethereum', `0x${address.slice(2).toUpperCase()}`)).toBeNull();
  });

  it('refuses an Ethereum address with a character that is not hexadecimal, or without 0x', () => {
    const address = ETH.checksummed;
    expect(checkWalletAddress('ETH', 'ethereum', `${address.slice(0, -1)}g`)).toEqual({
      reason: 'invalid',
    });
    expect(checkWalletAddress('ETH', 'ethereum', address.slice(2))).toEqual({ reason: 'invalid' });
    expect(checkWalletAddress('ETH', 'ethereum', `0X${address.slice(2)}`)).toEqual({
      reason: 'invalid',
    });
    expect(checkWalletAddress('ETH', 'ethereum', `${address}0`)).toEqual({ reason: 'invalid' });
  });

  it('refuses an Ethereum address one character short', () => {
    expect(checkWalletAddress('ETH', 'ethereum', ETH.lowercase.slice(0, -1))).toEqual({
      reason: 'invalid',
    });
  });

  it('names the currency an address of another currency belongs to', () => {
    expect(checkWalletAddress('BTC', 'bitcoin', ETH.checksummed)).toEqual({
      reason: 'otherCurrency',
      of: 'ETH',
    });
    expect(checkWalletAddress('ETH', 'ethereum', BTC.segwit)).toEqual({
      reason: 'otherCurrency',
      of: 'BTC',
    });
  });

  it('checks nothing for a currency or network it does not know', () => {
    expect(checkWalletAddress('DOGE', 'dogecoin', BTC.p2pkh)).toEqual({ reason: 'unsupported' });
    expect(checkWalletAddress('BTC', 'ethereum', BTC.p2pkh)).toEqual({ reason: 'unsupported' });
  });
});
