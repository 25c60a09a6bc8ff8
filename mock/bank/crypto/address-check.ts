import { Network, validate as isBitcoinAddress } from 'bitcoin-address-validation';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { walletMessages } from './messages';

// Whether the exchange takes a wallet: the mock's own check (bitcoin-address-validation for
// Bitcoin's main network; for Ethereum, 20 bytes of hex after 0x and, when the letters are of
// mixed case, EIP-55's checksum, over @noble/hashes' Keccak-256).

/** The currencies the exchange keeps wallets for, each on its one network. */
// Assumption A-138 (docs/assumptions.md): one network per currency, the main network.
export const WALLET_NETWORKS: Readonly<Record<string, string>> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
};

export type WalletRefusal = (typeof walletMessages)[keyof typeof walletMessages];

/**
 * An Ethereum address: 0x and 40 hex digits. Letters all of one case carry no checksum; mixed
 * ones must carry EIP-55's: a letter is a capital exactly where the Keccak-256 of the address
 * in small letters (as ASCII text) has a high nibble (8 to f) at that digit.
 */
function isEthereumAddress(address: string): boolean {
  const match = /^0x([0-9a-fA-F]{40})$/.exec(address);
  const hex = match?.[1];
  if (hex === undefined) return false;
  const lower = hex.toLowerCase();
  if (hex === lower || hex === hex.toUpperCase()) return true;
  const hash = keccak_256(new TextEncoder().encode(lower));
  return [...hex].every((char, index) => {
    const byte = hash[index >> 1] ?? 0;
    const nibble = index % 2 === 0 ? byte >> 4 : byte & 0x0f;
    return /[0-9]/.test(char) || nibble >= 8 === (char !== char.toLowerCase());
  });
}

/** Whether `address` is a main-network address of `currency`. */
function fits(currency: string, address: string): boolean {
  if (currency === 'BTC') return isBitcoinAddress(address, Network.mainnet);
  if (currency === 'ETH') return isEthereumAddress(address);
  return false;
}

/**
 * The network a wallet of `currency` is on (`network` when given), or the refusal: a currency
 * the exchange keeps no wallets for, a network that does not carry it, an address that is not
 * one of that network (a test network's, another currency's, a mistyped checksum).
 */
// Assumption A-127 (docs/assumptions.md): the wallet refusals, in this order.
export function checkWallet(
  currency: string,
  network: string | undefined,
  address: string,
): { network: string } | { refusal: WalletRefusal } {
  const expected = Object.hasOwn(WALLET_NETWORKS, currency) ? WALLET_NETWORKS[currency] : undefined;
  if (expected === undefined) return { refusal: walletMessages.currencyNotSupported };
  const chosen = network ?? expected;
  if (chosen !== expected) return { refusal: walletMessages.networkNotSupported };
  if (!fits(currency, address)) return { refusal: walletMessages.addressInvalid };
  return { network: chosen };
}

/**
 * The address as compared for duplicates: letters' case carries no meaning in an Ethereum
 * address (only its checksum) nor in a bech32 one (bc1…); a base58 one keeps its case.
 */
export function addressKey(currency: string, address: string): string {
  if (currency === 'ETH' || /^bc1/i.test(address)) return address.toLowerCase();
  return address;
}
