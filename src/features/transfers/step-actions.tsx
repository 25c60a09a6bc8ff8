import { Button } from '../../components/ui/button';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
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
