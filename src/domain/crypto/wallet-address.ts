// Which external wallets the app lets a customer register, and whether an address fits one:
// the checks are done by maintained libraries (bitcoin-address-validation for Bitcoin,
// viem's isAddress for Ethereum with its EIP-55 checksum), never by hand-written patterns.
// Shared by the wallet form and the mock bank (mock/bank/crypto/address-check.ts), so both
// agree on what is a valid address. This module is loaded only with /crypto/wallets.
import { Network, validate as isBitcoinAddress } from 'bitcoin-address-validation';
import { isAddress as isEthereumAddress } from 'viem/utils';

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

/** Whether `address` is a main-network address of `currency`, the library's way. */
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
  if (currency === 'ETH' && isEthereumAddress(address, { strict: false })) {
    return { reason: 'checksum' };
  }
  const other = WALLET_CURRENCIES.find((code) => code !== currency && fits(code, address));
  return other ? { reason: 'otherCurrency', of: other } : { reason: 'invalid' };
}
