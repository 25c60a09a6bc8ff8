import { composeIban } from './spec/iban';
import { uuidV4 } from './ids';
import { account, profile, withHistory } from './seed-helpers';
import { emptyUser, type AccountRecord, type SavedRecipientRecord, type UserState } from './state';

// The customers a transfer meets: people ada sends money to (found by phone or email, or saved),
// and the states that make the bank refuse a transfer (docs/mock-control-api.md lists which).

function ibanOf(country: 'DE' | 'GB', bban: string): string {
  const iban = composeIban(country, bban);
  if (!iban) throw new Error(`Seed BBAN does not fit ${country}: ${bban}`);
  return iban;
}

function euroDetails(holder: string, accountNumber: string): string {
  return JSON.stringify({
    iban: ibanOf('DE', `37040044${accountNumber}`),
    bic: 'COBADEFFXXX',
    accountHolder: holder,
    bankName: 'Mock Bank Europe',
  });
}

function poundDetails(holder: string, accountNumber: string): string {
  return JSON.stringify({
    iban: ibanOf('GB', `BUKB202015${accountNumber}`),
    bic: 'BUKBGB22',
    accountHolder: holder,
    accountNumber,
    sortCode: '202015',
  });
}

function customer(
  sub: string,
  random: () => number,
  now: Date,
  fields: Parameters<typeof profile>[2],
): UserState {
  const user = emptyUser(sub);
  user.client = profile(random, now, fields);
  return user;
}

function addAccount(
  user: UserState,
  record: AccountRecord,
  history: number,
  random: () => number,
  now: Date,
): AccountRecord {
  if (history > 0) withHistory(user, record, history, random, now);
  else user.accounts.push(record);
  const added = user.accounts.at(-1);
  if (!added) throw new Error('Seed account was not added');
  return added;
}

/** Grace: a customer ada can find by phone or email, with a EUR and a GBP account. */
function seedGrace(random: () => number, now: Date) {
  const grace = customer('grace', random, now, {
    name: 'Grace',
    surname: 'Hopper',
    adm: 'adm:active',
    kyc: 'kyc:confirmed',
    nationality: 'USA',
    phone: '+447700900456',
  });
  const eur = addAccount(
    grace,
    account(random, now, {
      title: 'Grace euros',
      currency: 'EUR',
      bankDetails: euroDetails('Grace Hopper', '0532013101'),
    }),
    12,
    random,
    now,
  );
  const gbp = addAccount(
    grace,
    account(random, now, {
      title: 'Grace pounds',
      currency: 'GBP',
      bankDetails: poundDetails('Grace Hopper', '31926819'),
    }),
    12,
    random,
    now,
  );
  return { grace, eur, gbp };
}

/**
 * Charles, on an old set-up: an account on a withdrawn contract, one not active yet, and more
 * GBP accounts than his contract allows. Sending from (or to) each is refused.
 */
function seedLegacy(random: () => number, now: Date): UserState {
  const legacy = customer('legacy', random, now, {
    name: 'Charles',
    surname: 'Babbage',
    adm: 'adm:active',
    kyc: 'kyc:confirmed',
    phone: '+447700900555',
  });
  const holder = 'Charles Babbage';
  const accounts: [Partial<AccountRecord> & Pick<AccountRecord, 'title' | 'currency'>, number][] = [
    [
      {
        title: 'Old euros',
        currency: 'EUR',
        contract: 'LegacyContract',
        bankDetails: euroDetails(holder, '0532013202'),
      },
      8,
    ],
    [
      {
        title: 'New euros',
        currency: 'EUR',
        status: 'pending',
        bankDetails: euroDetails(holder, '0532013203'),
      },
      0,
    ],
    [{ title: 'Pounds one', currency: 'GBP', bankDetails: poundDetails(holder, '40000001') }, 5],
    [{ title: 'Pounds two', currency: 'GBP', bankDetails: poundDetails(holder, '40000002') }, 5],
  ];
  for (const [fields, history] of accounts) {
    addAccount(legacy, account(random, now, fields), history, random, now);
  }
  return legacy;
}

/** One customer with one account: a recipient only (no sign-in). */
function seedRecipient(
  sub: string,
  random: () => number,
  now: Date,
  fields: Parameters<typeof profile>[2],
  record: Pick<AccountRecord, 'title' | 'currency' | 'bankDetails'>,
): UserState {
  const user = customer(sub, random, now, fields);
  addAccount(user, account(random, now, record), 0, random, now);
  return user;
}

function savedRecipients(
  random: () => number,
  grace: { eur: AccountRecord; gbp: AccountRecord },
): SavedRecipientRecord[] {
  const ibanOfRecord = (record: AccountRecord) =>
    (JSON.parse(record.bankDetails) as { iban: string }).iban;
  const base = { recipientType: 'personal', companyId: null };
  return [
    {
      ...base,
      recipientKey: uuidV4(random),
      // Assumption A-92 (docs/assumptions.md): `INTERNAL` is the type that takes internal transfers.
      transferType: 'INTERNAL',
      currency: 'EUR',
      name: 'Grace',
      surname: 'Hopper',
      iban: ibanOfRecord(grace.eur),
      email: 'grace@example.com',
      accountId: grace.eur.id,
    },
    {
      ...base,
      recipientKey: uuidV4(random),
      transferType: 'INTERNAL',
      currency: 'GBP',
      name: 'Grace',
      surname: 'Hopper',
      iban: ibanOfRecord(grace.gbp),
      accountNumber: '31926819',
      sortCode: '202015',
      accountId: grace.gbp.id,
    },
    {
      ...base,
      recipientKey: uuidV4(random),
      transferType: 'UKLT',
      currency: 'GBP',
      name: 'Oliver',
      surname: 'Pound',
      accountNumber: '87654321',
      sortCode: '404784',
      accountId: null,
    },
    {
      ...base,
      recipientKey: uuidV4(random),
      transferType: 'SEPA',
      currency: 'EUR',
      name: 'Hans',
      surname: 'Muster',
      iban: 'FR1420041010050500013M02606',
      accountId: null,
    },
  ];
}

/** Adds the transfer customers to `users` and ada's saved recipients. */
export function seedCustomers(
  users: Map<string, UserState>,
  random: () => number,
  now: Date,
): void {
  const { grace, eur, gbp } = seedGrace(random, now);
  users.set('grace', grace);
  users.set('legacy', seedLegacy(random, now));

  const active = { adm: 'adm:active', kyc: 'kyc:confirmed' } as const;
  users.set(
    'oliver',
    seedRecipient(
      'oliver',
      random,
      now,
      { ...active, name: 'Oliver', surname: 'Pound', phone: '+447700900789' },
      {
        title: 'Oliver pounds',
        currency: 'GBP',
        bankDetails: poundDetails('Oliver Pound', '50000003'),
      },
    ),
  );
  users.set(
    'mallory',
    seedRecipient(
      'mallory',
      random,
      now,
      { ...active, adm: 'adm:blocked', name: 'Mallory', surname: 'Stone', phone: '+447700900666' },
      {
        title: 'Mallory euros',
        currency: 'EUR',
        bankDetails: euroDetails('Mallory Stone', '0532013404'),
      },
    ),
  );
  users.set(
    'una',
    seedRecipient(
      'una',
      random,
      now,
      { ...active, kyc: 'kyc:pending', name: 'Una', surname: 'Waiting', phone: '+447700900777' },
      {
        title: 'Una euros',
        currency: 'EUR',
        bankDetails: euroDetails('Una Waiting', '0532013505'),
      },
    ),
  );

  const ada = users.get('ada');
  if (ada) ada.savedRecipients = savedRecipients(random, { eur, gbp });
}
