import { Network, validate as isBitcoinAddress } from 'bitcoin-address-validation';
import { isAddress as isEthereumAddress } from 'viem/utils';
import { walletMessages } from './messages';

// Whether the exchange takes a wallet: the mock's own check, done with maintained libraries
// (bitcoin-address-validation for Bitcoin's main network, viem's isAddress for Ethereum with
// its EIP-55 checksum when the letters are mixed case).

/** The currencies the exchange keeps wallets for, each on its one network. */
// Assumption A-138 (docs/assumptions.md): one network per currency, the main network.
export const WALLET_NETWORKS: Readonly<Record<string, string>> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
};

export type WalletRefusal = (typeof walletMessages)[keyof typeof walletMessages];

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
