import type { Balances } from '../../domain/accounts/accounts-with-balances';
import { MoneyFigure, type MoneyFigureSize } from '../../components/ui/money-figure';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { accountsEn } from '../../lib/i18n/en/accounts';

registerTexts(accountsEn);

type BalanceField = keyof Balances;

/** The figures in the order people read them on the account's page: the balance first. */
export const BALANCE_FIGURES: readonly { field: BalanceField; label: MessageKey }[] = [
  { field: 'balance', label: 'accounts.balances.balance' },
  { field: 'available', label: 'accounts.balances.available' },
  { field: 'holding', label: 'accounts.balances.holding' },
  { field: 'pending', label: 'accounts.balances.pending' },
];

/** Every figure but the available one, which leads on its own. */
export const OTHER_BALANCE_FIELDS: readonly BalanceField[] = ['balance', 'holding', 'pending'];

const labelOf = (field: BalanceField): MessageKey =>
  BALANCE_FIGURES.find((figure) => figure.field === field)?.label ?? 'accounts.balances.balance';

/** Some of the figures side by side, each labelled (all four when `fields` is left out). */
export function BalanceFigures({
  balances,
  currency,
  fields = BALANCE_FIGURES.map((figure) => figure.field),
}: {
  balances: Balances;
  currency: string;
  fields?: readonly BalanceField[];
}) {
  const { t } = useI18n();
  return (
    <dl className="balance-figures">
      {fields.map((field) => (
        <div className={`balance-figures__item balance-figures__item--${field}`} key={field}>
          <dt>{t(labelOf(field))}</dt>
          <dd>
            <MoneyFigure amount={balances[field]} currency={currency} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The available figure, large and first: what the customer can spend or send now. */
export function AvailableFigure({
  amount,
  currency,
  size = 'display',
}: {
  amount: string;
  currency: string;
  size?: MoneyFigureSize;
}) {
  const { t } = useI18n();
  return (
    <dl className="available-figure">
      <dt>{t('accounts.balances.available')}</dt>
      <dd>
        <MoneyFigure amount={amount} currency={currency} size={size} />
      </dd>
    </dl>
  );
}
