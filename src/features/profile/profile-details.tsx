import { useEffect, useRef, useState } from 'react';
import type { ClientProfile } from '../../api/client/schemas';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SupportDetails } from '../../components/ui/support-details';
import { showToast } from '../../hooks/use-toast';
import { formatDate } from '../../lib/i18n/format';
import { formatAddressLines, formatCountry } from '../../lib/i18n/format-address';
import { formatPhone } from '../../lib/i18n/format-phone';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { profileEn } from '../../lib/i18n/en/profile';
import { ContractRows } from './contract-rows';
import { PhoneUpdateForm } from './phone-update-form';
import { standingProblem } from '../../domain/client/capabilities';
import { KycBadge, StandingBadge } from './status-badges';

registerTexts(profileEn);

/**
 * The client profile as a description list; every value rendered as text.
 * `canChangePhone`: PATCH /client is "in development" in the spec, so it is
 * offered only when the configuration says so.
 */
export function ProfileDetails({
  profile,
  canChangePhone = false,
}: {
  profile: ClientProfile;
  canChangePhone?: boolean;
}) {
  const { t, locale } = useI18n();
  const [editingPhone, setEditingPhone] = useState(false);
  // When the phone form closes (saved or cancelled), focus goes back to what opened it, not
  // to the page's start with the form's button gone.
  const changePhone = useRef<HTMLButtonElement>(null);
  const phoneFormClosed = useRef(false);
  useEffect(() => {
    if (editingPhone || !phoneFormClosed.current) return;
    phoneFormClosed.current = false;
    changePhone.current?.focus();
  }, [editingPhone]);
  const missing = t('profile.notProvided');
  // What stands between the client and their money, said under their status in plain words.
  const problem = standingProblem(profile);
  const address = profile.address ? formatAddressLines(profile.address, locale) : [];

  return (
    <div className="profile">
      <Card as="section" aria-labelledby="profile-status">
        <h2 id="profile-status">{t('profile.status')}</h2>
        <dl className="details">
          <dt>{t('profile.adm')}</dt>
          <dd>
            <StandingBadge profile={profile} />
            {problem ? (
              <span className="details__line">{t(`standing.${problem}.body`)}</span>
            ) : null}
          </dd>
          <dt>{t('profile.kyc')}</dt>
          <dd>
            <KycBadge kyc={profile.kyc} />
          </dd>
          <ContractRows profile={profile} />
        </dl>
        <SupportDetails
          details={[
            ...(profile.contract
              ? [{ label: t('profile.contractId'), value: profile.contract }]
              : []),
            ...(profile.termsVersion
              ? [{ label: t('profile.termsVersionId'), value: profile.termsVersion }]
              : []),
          ]}
        />
      </Card>
      <Card as="section" aria-labelledby="profile-personal">
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
          <dd>{profile.phone ? formatPhone(profile.phone) : missing}</dd>
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
        {canChangePhone && !editingPhone ? (
          <Button
            ref={changePhone}
            variant="link"
            className="details__action"
            onClick={() => setEditingPhone(true)}
          >
            {t('profile.changePhone')}
          </Button>
        ) : null}
        {editingPhone ? (
          <PhoneUpdateForm
            current={profile.phone ?? ''}
            onDone={(saved) => {
              phoneFormClosed.current = true;
              setEditingPhone(false);
              if (saved) showToast(t('profile.phoneSaved'));
            }}
          />
        ) : null}
      </Card>
    </div>
  );
}
