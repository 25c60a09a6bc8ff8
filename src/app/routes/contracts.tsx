import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/routes';
import { ContractChooser } from '../../features/contracts/contract-chooser';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { contractsEn } from '../../lib/i18n/en/contracts';

registerTexts(contractsEn);

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
