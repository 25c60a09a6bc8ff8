import { BankError } from '../bank-error';
import { createRandom, newId } from '../ids';
import type { Reading } from '../readings';
import type { UserState } from '../state';
import { addressKey, checkWallet } from './address-check';
import { walletMessages } from './messages';
import type { WalletRecord } from './records';
import type { WalletBody } from './spec';

const random = createRandom((Date.now() + 13) % 0xffff_ffff);

/** The wallet as POST /wallets answers it. */
export function toApiWallet(record: WalletRecord) {
  return {
    id: record.id,
    currency: record.currency,
    address: record.address,
    network: record.network,
    label: record.label,
    createdAt: record.createdAt,
  };
}

/**
 * Registers an external wallet for the party (`companyId`, null for the user's own): the
 * address checked for the currency and network, and not already registered by the party.
 * Its id is made as the reading's bank makes ids (../ids.ts, `newId`).
 */
export function registerWallet(
  user: UserState,
  companyId: string | null,
  body: WalletBody,
  now: Date,
  reading: Reading = 'first',
): WalletRecord {
  const address = body.address.trim();
  const checked = checkWallet(body.currency, body.network, address);
  if ('refusal' in checked) throw new BankError(400, checked.refusal);
  const key = addressKey(body.currency, address);
  const duplicate = user.wallets.some(
    (wallet) =>
      wallet.companyId === companyId &&
      wallet.currency === body.currency &&
      addressKey(wallet.currency, wallet.address) === key,
  );
  if (duplicate) throw new BankError(400, walletMessages.addressDuplicate);
  const label = body.label?.trim();
  const record: WalletRecord = {
    id: newId(reading, random),
    companyId,
    currency: body.currency,
    address,
    network: checked.network,
    label: label ? label : null,
    createdAt: now.toISOString(),
  };
  user.wallets.push(record);
  return record;
}
