import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Who the money goes to. */
export const RECIPIENT_KINDS = ['own', 'customer', 'saved', 'sepa'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

export function isRecipientKind(value: string | null | undefined): value is RecipientKind {
  return (RECIPIENT_KINDS as readonly string[]).includes(value ?? '');
}

/** What the steps' forms hold, exactly as typed (strings; parsed when the amount step is left). */
export interface DetailsValues {
  kind: RecipientKind;
  fromId: string;
  toAccountId: string;
  searchBy: 'phone' | 'email';
  phone: string;
  email: string;
  /** Of a customer found with several accounts: the currency of the one chosen to receive. */
  customerAccount: string;
  savedKey: string;
  iban: string;
  bic: string;
  name: string;
  surname: string;
  bankName: string;
  street: string;
  houseNumber: string;
  postCode: string;
  city: string;
  country: string;
  amount: string;
  reference: string;
}

/** A customer found by the search, kept with what was searched so a change forgets it. */
export interface FoundCustomer {
  searchBy: 'phone' | 'email';
  /** The searched value in the form sent (E.164 phone, or the email). */
  value: string;
  currency: string;
  accountId: string;
  name: string;
  surname: string;
}

/**
 * The steps before sending: who is paid (chosen from the lists, or someone new found by phone
 * or email, or a bank account by IBAN), then the amount, then the review.
 */
export type DraftStep = 'recipient' | 'customer' | 'sepa' | 'amount' | 'review';

/** The steps where the recipient is chosen (the amount step's Back returns to the one used). */
export type RecipientStep = Extract<DraftStep, 'recipient' | 'customer' | 'sepa'>;

export interface TransferDraft {
  step: DraftStep;
  /** The step the recipient was chosen on. */
  chosenOn: RecipientStep;
  /**
   * The account the address named (`?from=`, a "Send money" link): the recipients offered are
   * those it can pay. Empty: any account.
   */
  startFrom: string;
  values: DetailsValues;
  customer: FoundCustomer | null;
}

/** The first step: the list, or the form of someone new when the address asks for one. */
export function firstStepOf(kind: RecipientKind | undefined): RecipientStep {
  return kind === 'customer' || kind === 'sepa' ? kind : 'recipient';
}

export const EMPTY_VALUES: DetailsValues = {
  kind: 'own',
  fromId: '',
  toAccountId: '',
  searchBy: 'phone',
  phone: '',
  email: '',
  customerAccount: '',
  savedKey: '',
  iban: '',
  bic: '',
  name: '',
  surname: '',
  bankName: '',
  street: '',
  houseNumber: '',
  postCode: '',
  city: '',
  country: '',
  amount: '',
  reference: '',
};

interface DraftStore {
  draft: TransferDraft;
  update: (patch: Partial<TransferDraft>) => void;
  updateValues: (patch: Partial<DetailsValues>) => void;
  clear: () => void;
}

const DraftContext = createContext<DraftStore | null>(null);

/**
 * Holds the transfer being prepared, in memory only (never in storage), for as long as the
 * transfers area is shown: a token renewal or a change of its URL keeps it, Back from any step
 * finds everything typed, and signing out (which unmounts the area) forgets it.
 */
export function TransferDraftProvider({
  initial,
  children,
}: {
  initial?: Partial<DetailsValues>;
  children: ReactNode;
}) {
  const [draft, setDraft] = useState<TransferDraft>(() => ({
    step: firstStepOf(initial?.kind),
    chosenOn: firstStepOf(initial?.kind),
    startFrom: initial?.fromId ?? '',
    values: { ...EMPTY_VALUES, ...initial },
    customer: null,
  }));
  const update = useCallback((patch: Partial<TransferDraft>) => {
    setDraft((previous) => ({ ...previous, ...patch }));
  }, []);
  const updateValues = useCallback((patch: Partial<DetailsValues>) => {
    setDraft((previous) => ({ ...previous, values: { ...previous.values, ...patch } }));
  }, []);
  const clear = useCallback(() => {
    setDraft((previous) => ({
      step: 'recipient',
      chosenOn: 'recipient',
      startFrom: previous.startFrom,
      // The source stays: "Send another transfer" usually starts from the same account.
      values: { ...EMPTY_VALUES, fromId: previous.values.fromId },
      customer: null,
    }));
  }, []);
  const store = useMemo(
    () => ({ draft, update, updateValues, clear }),
    [draft, update, updateValues, clear],
  );
  return <DraftContext value={store}>{children}</DraftContext>;
}

export function useTransferDraft(): DraftStore {
  const store = useContext(DraftContext);
  if (!store) throw new Error('useTransferDraft needs a TransferDraftProvider');
  return store;
}
