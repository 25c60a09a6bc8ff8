import { useEffect, useState } from 'react';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import type { ExchangeTerms } from '../../api/crypto/exchange-terms';
import type { ExchangeInfo } from '../../api/crypto/schemas';
import { useStepHeading } from '../../components/forms/use-step-heading';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { OrderForm } from './order-form';
import type { PreparedOrder } from './order-form-schema';
import type { OrderFormValues } from './order-form-values';
import { OrderResult, outcomeHeadingKey, type OrderOutcome } from './order-result';
import { useOrderSearch } from '../../api/crypto/order-search';
import { OrderReview } from './order-review';
import { orderRefusalOf, type OrderRefusal } from './order-review-refusal';
import { useSendOrder } from './order-review-send';
import { settleValues } from './order-form-settle';
import { TITLE_LEVEL, useDocumentTitle } from '../../hooks/use-document-title';
import { cryptoMarketEn } from '../../lib/i18n/en/crypto-market';

registerTexts(cryptoMarketEn);

/**
 * Placing an order: form → review → result, with everything typed kept in memory. Moving
 * between steps takes focus to the new step's heading; a refusal returns to the form with the
 * problem at its field; a lost answer becomes a search for the order, never "failed".
 */
export function OrderFlow({
  initial,
  info,
  accounts,
  terms,
  sendAccounts,
  companyId,
  onChoice,
}: {
  initial: OrderFormValues;
  info: ExchangeInfo;
  accounts: readonly CombinedAccount[];
  /** The party's terms: the fee on each pair as far as its contract says it. */
  terms: ExchangeTerms;
  /** Whether orders name their accounts (`features.cryptoOrderAccounts`, A-122). */
  sendAccounts: boolean;
  companyId: string | undefined;
  /** Told the pair and side whenever they change (the address keeps them). */
  onChoice: (choice: Pick<OrderFormValues, 'pair' | 'side'>) => void;
}) {
  const { t } = useI18n();
  const [values, setValues] = useState(() => settleValues(initial, info, accounts));
  const [order, setOrder] = useState<PreparedOrder | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [refusal, setRefusal] = useState<OrderRefusal | null>(null);
  const [refusals, setRefusals] = useState(0);
  const sender = useSendOrder(companyId);
  const search = useOrderSearch(sender.unknown);

  let outcome: OrderOutcome | null = null;
  if (sender.answer) outcome = { kind: 'placed', id: sender.answer.id };
  else if (sender.unknown) {
    outcome =
      search.status === 'found'
        ? { kind: 'found', id: search.order.id }
        : search.status === 'notFound'
          ? { kind: 'notFound' }
          : { kind: 'searching' };
  }
  const step = outcome ? 'result' : reviewing && order ? 'review' : 'form';
  const headingKey = outcome
    ? outcomeHeadingKey(outcome)
    : step === 'review'
      ? 'cryptoMarket.trade.step.review'
      : 'cryptoMarket.trade.step.form';
  const heading = t(headingKey);

  useDocumentTitle(`${heading} — ${t('cryptoMarket.trade.title')}`, TITLE_LEVEL.step);
  // A new step (or outcome) takes focus to its heading, unless a refusal's summary takes it.
  const headingRef = useStepHeading(headingKey, { focus: !(refusal && step === 'form') });

  const { pair, side } = values;
  const fee = terms.feeOf(pair);
  useEffect(() => onChoice({ pair, side }), [pair, side, onChoice]);

  const whenRefused = {
    onRefused: (error: unknown) => {
      setRefusal(orderRefusalOf(error));
      setRefusals((count) => count + 1);
      setReviewing(false);
    },
  };

  let body;
  if (outcome && order) {
    body = (
      <OrderResult
        order={order}
        outcome={outcome}
        companyId={companyId}
        onAnother={() => {
          sender.reset();
          setOrder(null);
          setReviewing(false);
          setRefusal(null);
          // Pair, side, type and accounts stay: another order usually starts from the same place.
          setValues((previous) => ({ ...previous, volume: '', desiredPrice: '' }));
        }}
        onAgain={() => sender.sendAgain(order, whenRefused)}
      />
    );
  } else if (step === 'review' && order) {
    body = (
      <OrderReview
        order={order}
        pairInfo={info.pairs[order.body.pair]}
        sending={sender.pending}
        onBack={() => setReviewing(false)}
        onConfirm={() => sender.send(order, whenRefused)}
      />
    );
  } else {
    body = (
      <OrderForm
        // A new refusal shows its problem at its field.
        key={refusals}
        values={values}
        onChange={setValues}
        info={info}
        accounts={accounts}
        feePercentage={fee.known ? fee.percentage : null}
        sendAccounts={sendAccounts}
        companyId={companyId}
        refusal={refusal}
        onContinue={(prepared) => {
          setOrder(prepared);
          setRefusal(null);
          setReviewing(true);
        }}
      />
    );
  }

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className="crypto-trade__step-heading">
        {heading}
      </h2>
      {body}
    </>
  );
}
