// Which external wallets the app lets a customer register, and whether an address fits one.
// Bitcoin addresses are checked by a maintained library (bitcoin-address-validation); an
// Ethereum address's EIP-55 checksum is computed here from the EIP's definition, over the
// audited keccak-256 of @noble/hashes (a few lines; a whole Ethereum library is not needed).
// The mock bank checks addresses its own way (mock/bank/crypto/address-check.ts), so the two
// can be compared. This module is loaded only with /crypto/wallets.
import { keccak_256 } from '@noble/hashes/sha3.js';
import { Network, validate as isBitcoinAddress } from 'bitcoin-address-validation';

// Assumption A-138 (docs/assumptions.md): one network per currency, the main network.
/** The crypto currencies of the exchange's pairs, with the network a wallet of each is on. */
export const WALLET_CURRENCIES = ['BTC', 'ETH'] as const;
export type WalletCurrency = (typeof WALLET_CURRENCIES)[number];
export const WALLET_NETWORKS = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
} as const satisfies Record<WalletCurrency, string>;
export type WalletNetwork = (typeof WALLET_NETWORKS)[WalletCurrency];

export function isWalletCurrency(value: string): value is WalletCurrency {
  return Object.hasOwn(WALLET_NETWORKS, value);
}

/**
 * Why an address cannot be registered:
 * - `testNetwork`: a Bitcoin address of a test network (no real money goes there);
 * - `checksum`: an Ethereum address whose mix of capital letters does not match its checksum
 *   (a character was mistyped or changed);
 * - `otherCurrency`: a valid address of another currency (`of` says which);
 * - `invalid`: not an address of this currency at all;
 * - `unsupported`: a currency or network the app does not check (nothing is sent).
 */
export type AddressProblem =
  | { reason: 'testNetwork' | 'checksum' | 'invalid' | 'unsupported' }
  | { reason: 'otherCurrency'; of: WalletCurrency };

/** 0x and 20 bytes in hexadecimal, letters in either case (the shape, not the checksum). */
const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * EIP-55 (https://eips.ethereum.org/EIPS/eip-55): hex digits all in small letters or all in
 * capitals carry no checksum; in mixed case, hex digit i is a capital exactly when the i-th
 * nibble of keccak-256 over the lowercase hex digits (as ASCII) is 8 or more.
 */
function hasEthereumChecksum(address: string): boolean {
  const digits = address.slice(2);
  const lower = digits.toLowerCase();
  if (digits === lower || digits === digits.toUpperCase()) return true;
  const hash = keccak_256(new TextEncoder().encode(lower));
  for (let i = 0; i < digits.length; i += 1) {
    const byte = hash[i >> 1] ?? 0;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    const capital = digits[i] !== lower[i];
    if (/[a-f]/.test(lower[i] ?? '') && capital !== nibble >= 8) return false;
  }
  return true;
}

/** Whether `address` is an Ethereum address whose capitals, if mixed, match its checksum. */
function isEthereumAddress(address: string): boolean {
  return ETHEREUM_ADDRESS.test(address) && hasEthereumChecksum(address);
}

/** Whether `address` is a main-network address of `currency`. */
function fits(currency: WalletCurrency, address: string): boolean {
  return currency === 'BTC'
    ? isBitcoinAddress(address, Network.mainnet)
    : isEthereumAddress(address);
}

/**
 * Checks an address (already trimmed) for a wallet of `currency` on `network`: null when it
 * may be registered, otherwise why not.
 */
export function checkWalletAddress(
  currency: string,
  network: string,
  address: string,
): AddressProblem | null {
  if (!isWalletCurrency(currency) || WALLET_NETWORKS[currency] !== network) {
    return { reason: 'unsupported' };
  }
  if (fits(currency, address)) return null;
  if (currency === 'BTC' && isBitcoinAddress(address)) return { reason: 'testNetwork' };
  if (currency === 'ETH' && ETHEREUM_ADDRESS.test(address)) {
    return { reason: 'checksum' };
  }
  const other = WALLET_CURRENCIES.find((code) => code !== currency && fits(code, address));
  return other ? { reason: 'otherCurrency', of: other } : { reason: 'invalid' };
}
