import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorSummary, summaryItems } from '../../components/forms/error-summary';
import { SelectField } from '../../components/forms/select-field';
import { TextField } from '../../components/forms/text-field';
import { useTranslatedZodResolver } from '../../components/forms/use-zod-form-resolver';
import { Button } from '../../components/ui/button';
import { monthOf, recentMonths, type StatementPeriod } from '../../domain/statements/period';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { statementsEn } from '../../lib/i18n/en/statements';
import { customPeriodSchema, type CustomPeriodInput, type PeriodChoice } from './period-params';

registerTexts(statementsEn);

/** The select's value for "other dates". */
const CUSTOM = 'custom';

/** "October 2026" in the locale (the month of a YYYY-MM, no time zone involved). */
export function monthName(month: string, locale: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 1)));
}

/**
 * The statement's period: a month (this month so far, then the last twelve), or other dates
 * (from and to, both included) checked by the same schema that reads them from the address.
 * A month applies at once; other dates when "Show statement" is pressed.
 */
export function PeriodPicker({
  choice,
  today,
  onMonth,
  onPeriod,
}: {
  choice: PeriodChoice;
  today: string;
  onMonth: (month: string) => void;
  onPeriod: (period: StatementPeriod) => void;
}) {
  const { t, locale } = useI18n();
  const [custom, setCustom] = useState(choice.month === null);
  const current = monthOf(today);
  const options = useMemo(
    () => [
      {
        value: current,
        label: t('statements.period.soFar', { month: monthName(current, locale) }),
      },
      ...recentMonths(today).map((month) => ({ value: month, label: monthName(month, locale) })),
      { value: CUSTOM, label: t('statements.period.other') },
    ],
    [current, today, locale, t],
  );
  const schema = useMemo(() => customPeriodSchema(today), [today]);
  const resolver = useTranslatedZodResolver(schema);
  const form = useForm<CustomPeriodInput, unknown, StatementPeriod>({
    resolver,
    shouldFocusError: false,
    defaultValues: choice.period,
  });
  const { errors, submitCount } = form.formState;
  const submit = form.handleSubmit((period) => onPeriod(period));

  return (
    <div className="statement-period">
      <SelectField
        name="statement-month"
        label={t('statements.period.label')}
        options={options}
        value={custom ? CUSTOM : (choice.month ?? CUSTOM)}
        onChange={(value) => {
          if (value === CUSTOM) setCustom(true);
          else {
            setCustom(false);
            onMonth(value);
          }
        }}
      />
      {custom ? (
        <form
          className="form statement-period__dates"
          noValidate
          aria-label={t('statements.period.otherForm')}
          onSubmit={(event) => void submit(event)}
        >
          <ErrorSummary
            title={t('statements.period.problem')}
            items={summaryItems(errors, ['from', 'to'])}
            focusKey={submitCount}
          />
          <TextField
            type="date"
            label={t('statements.period.from')}
            max={today}
            error={errors.from?.message}
            {...form.register('from')}
          />
          <TextField
            type="date"
            label={t('statements.period.to')}
            max={today}
            error={errors.to?.message}
            {...form.register('to')}
          />
          <div className="form__actions">
            <Button type="submit" variant="secondary">
              {t('statements.period.show')}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
