import type { StatementPeriod } from '../../domain/statements/period';
import type { Statement } from '../../domain/statements/statement';
import { Button } from '../../components/ui/button';
import { showToast } from '../../hooks/use-toast';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { statementsEn } from '../../lib/i18n/en/statements';
import { downloadCsv } from '../../utils/csv';
import { statementCsv, statementFileName } from './statement-csv';

registerTexts(statementsEn);

/**
 * "Download PDF" opens the browser's print dialogue (whose "Save as PDF" makes the file; the
 * print stylesheet leaves only the statement); "Download CSV" saves it for a spreadsheet in
 * the customer's language.
 */
export function StatementActions({
  statement,
  currency,
  accountName,
  period,
}: {
  statement: Statement;
  currency: string;
  accountName: string;
  period: StatementPeriod;
}) {
  const { t, locale } = useI18n();
  return (
    <div className="statement-actions">
      <Button onClick={() => window.print()} aria-describedby="statement-print-hint">
        {t('statements.print')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          const file = statementFileName(accountName, period);
          downloadCsv(statementCsv(statement, { currency, locale, t }), file);
          showToast(t('statements.csvDone', { file }));
        }}
      >
        {t('statements.csvButton')}
      </Button>
      <p id="statement-print-hint" className="statement-actions__hint">
        {t('statements.printHint')}
      </p>
    </div>
  );
}
