import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/routes';
import { ContractChooser } from '../../features/contracts/contract-chooser';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { onboardingEn } from '../../lib/i18n/en/onboarding';
import { contractsEn } from '../../lib/i18n/en/contracts';
import { verificationEn } from '../../lib/i18n/en/verification';
import { validationEn } from '../../lib/i18n/en/validation';

registerTexts(onboardingEn, contractsEn, verificationEn, validationEn);

/** Onboarding step: choose and accept a client contract, then continue the guided path. */
export function ContractsRoute() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <section>
      <PageHeader title={t('contracts.title')} />
      <ContractChooser onAccepted={() => void navigate(paths.onboarding)} />
    </section>
  );
}
