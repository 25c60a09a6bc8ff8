import type { FormEvent, ReactNode } from 'react';
import { ErrorSummary, type SummaryItem } from '../../components/forms/error-summary';
import { Button } from '../../components/ui/button';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { Refusal } from './refusal';
import { RefusalNotice } from './refusal-notice';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

/** A form step's Continue (its submit) and Back, at the foot of the step. */
export function StepActions({ onBack }: { onBack?: (() => void) | undefined }) {
  const { t } = useI18n();
  return (
    <div className="form__actions transfers__actions">
      <Button type="submit">{t('transfers.details.continue')}</Button>
      {onBack ? (
        <Button variant="secondary" onClick={onBack}>
          {t('transfers.review.back')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The frame of a form step of the transfer: its problems summed up first (focused when the
 * step is sent with some), the bank's refusal of the last send, the step's fields, then
 * Continue and Back.
 */
export function StepForm({
  onSubmit,
  items,
  submitCount,
  refusal,
  onBack,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  items: readonly SummaryItem[];
  /** Each send of the step moves focus to the summary again. */
  submitCount: number;
  refusal: Refusal | null;
  onBack?: (() => void) | undefined;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <form className="form transfers__form" noValidate onSubmit={onSubmit}>
      <ErrorSummary
        title={t('transfers.details.errorSummary')}
        items={items}
        focusKey={submitCount}
      />
      <RefusalNotice refusal={refusal} />
      {children}
      <StepActions onBack={onBack} />
    </form>
  );
}
