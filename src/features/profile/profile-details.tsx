import type { ClientProfile } from '../../api/client/schemas';
import { formatCountry, formatDate } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import { AdmBadge, KycBadge } from './status-badges';

type Address = NonNullable<ClientProfile['address']>;

function addressLines(address: Address, locale: string): string[] {
  const townLine = [address.postCode, address.town].filter(Boolean).join(' ');
  return [
    address.street,
    address.streetLine2,
    townLine,
    address.state,
    address.country ? formatCountry(address.country, locale) : undefined,
  ].filter((line): line is string => Boolean(line));
}

/** The client profile as a description list; every value rendered as text. */
export function ProfileDetails({ profile }: { profile: ClientProfile }) {
  const { t, locale } = useI18n();
  const missing = t('profile.notProvided');
  const address = profile.address ? addressLines(profile.address, locale) : [];

  return (
    <div className="profile">
      <section aria-labelledby="profile-status" className="card">
        <h2 id="profile-status">{t('profile.status')}</h2>
        <dl className="details">
          <dt>{t('profile.adm')}</dt>
          <dd>
            <AdmBadge adm={profile.adm} />
          </dd>
          <dt>{t('profile.kyc')}</dt>
          <dd>
            <KycBadge kyc={profile.kyc} />
          </dd>
          {profile.contract ? (
            <>
              <dt>{t('profile.contract')}</dt>
              <dd>{profile.contract}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section aria-labelledby="profile-personal" className="card">
        <h2 id="profile-personal">{t('profile.personal')}</h2>
        <dl className="details">
          <dt>{t('profile.name')}</dt>
          <dd>{profile.name ?? missing}</dd>
          <dt>{t('profile.surname')}</dt>
          <dd>{profile.surname ?? missing}</dd>
          <dt>{t('profile.nationality')}</dt>
          <dd>{profile.nationality ? formatCountry(profile.nationality, locale) : missing}</dd>
          <dt>{t('profile.birthday')}</dt>
          <dd>{profile.birthday ? formatDate(profile.birthday, locale) : missing}</dd>
          <dt>{t('profile.phone')}</dt>
          <dd>{profile.phone ?? missing}</dd>
          <dt>{t('profile.address')}</dt>
          <dd>
            {address.length > 0
              ? address.map((line) => (
                  <span key={line} className="details__line">
                    {line}
                  </span>
                ))
              : missing}
          </dd>
        </dl>
      </section>
    </div>
  );
}
