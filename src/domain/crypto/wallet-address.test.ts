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
