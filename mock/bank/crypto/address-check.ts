import { walletErrors } from '../../../src/api/crypto/errors';
import {
  checkWalletAddress,
  isWalletCurrency,
  WALLET_NETWORKS,
} from '../../../src/api/crypto/wallet-address';

// Whether the exchange takes a wallet: the app's own address check (src/api/crypto/
// wallet-address.ts, done by maintained libraries), so the form and the mock agree.

export type WalletRefusal = (typeof walletErrors)[keyof typeof walletErrors];

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
  if (!isWalletCurrency(currency)) return { refusal: walletErrors.currencyNotSupported };
  const chosen = network ?? WALLET_NETWORKS[currency];
  if (chosen !== WALLET_NETWORKS[currency]) return { refusal: walletErrors.networkNotSupported };
  if (checkWalletAddress(currency, chosen, address))
    return { refusal: walletErrors.addressInvalid };
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
