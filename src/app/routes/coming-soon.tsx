import { PageHeading } from '../../components/ui/page-heading';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';

/** The page of an area that a later piece of work will build. */
export function ComingSoon({ area }: { area: MessageKey }) {
  const { t } = useI18n();
  return (
    <section>
      <PageHeading>{t(area)}</PageHeading>
      <p>{t('soon.body')}</p>
    </section>
  );
}
