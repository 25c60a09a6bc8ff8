import { useId } from 'react';
import { Link } from '../../lib/router/link';
import { Card } from '../../components/ui/card';
import { SupportContact } from '../../components/ui/support-contact';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { AttentionItem } from './attention';
import { homeAccountName } from './home-money';
import { homeEn } from '../../lib/i18n/en/home';

registerTexts(homeEn);

/**
 * "Needs your attention": one row per thing to do, in words, with a link to the page where it
 * is done. Nothing at all when nothing needs attention.
 */
export function AttentionList({ items }: { items: readonly AttentionItem[] }) {
  const { t } = useI18n();
  const headingId = useId();
  if (items.length === 0) return null;
  const nameOf = (item: AttentionItem) =>
    item.name ??
    (item.currency
      ? homeAccountName({ currency: item.currency }, t)
      : t('home.attention.unnamedCompany'));
  return (
    <Card as="section" className="home-attention" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.attention.title')}</h2>
      <ul className="home-attention__list">
        {items.map((item) => {
          const name = nameOf(item);
          return (
            <li key={item.id} className="home-attention__item">
              <span>{t(`home.attention.${item.kind}.text`, { name })}</span>{' '}
              <Link to={item.href}>{t(`home.attention.${item.kind}.link`, { name })}</Link>
            </li>
          );
        })}
      </ul>
      {items.some((item) => item.kind === 'kybRejected') ? (
        <SupportContact variant="block" />
      ) : null}
    </Card>
  );
}
