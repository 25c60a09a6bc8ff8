import { composeIban } from '../spec/iban';
import { createRandom } from '../ids';

const random = createRandom(Date.now() % 0xffff_ffff);

/** `count` random decimal digits, for account numbers, sort codes and aliases. */
export function randomDigits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += Math.floor(random() * 10).toString();
  return out;
}

/** The IBAN of a country and BBAN, check digits by the shared IBAN module. */
function ibanOf(country: string, bban: string): string {
  const iban = composeIban(country, bban);
  // Only a defect of the mock makes a BBAN that does not fit its country's format.
  if (iban === null) throw new Error(`Mock bank: ${bban} is not a ${country} BBAN`);
  return iban;
}

/** Bank details of a new account: a GB IBAN with UK number and sort code for GBP, else DE. */
// Assumption A-77 (docs/assumptions.md): GB IBANs for GBP, DE otherwise.
export function newBankDetails(currency: string, holder: string): string {
  if (currency === 'GBP') {
    const sortCode = `04${randomDigits(4)}`;
    const accountNumber = randomDigits(8);
    const bban = `MOCK${sortCode}${accountNumber}`;
    return JSON.stringify({
      iban: ibanOf('GB', bban),
      bic: 'MOCKGB2LXXX',
      accountHolder: holder,
      bankName: 'Mock Bank UK',
      accountNumber,
      sortCode,
    });
  }
  const bban = `10010010${randomDigits(10)}`;
  return JSON.stringify({
    iban: ibanOf('DE', bban),
    bic: 'MOCKDEFFXXX',
    accountHolder: holder,
    bankName: 'Mock Bank Europe',
  });
}
