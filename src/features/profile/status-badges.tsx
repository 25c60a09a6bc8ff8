import type { ClientAdm, ClientKyc } from '../../api/client/schemas';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { useI18n } from '../../lib/i18n/i18n';

const admTone: Record<ClientAdm, BadgeTone> = {
  'adm:active': 'success',
  'adm:blocked': 'danger',
  'adm:suspended': 'warning',
};

const kycTone: Record<ClientKyc, BadgeTone> = {
  'kyc:confirmed': 'success',
  'kyc:pending': 'info',
  'kyc:unconfirmed': 'neutral',
  'kyc:rejected': 'danger',
  'kyc:resubmission': 'warning',
};

export function AdmBadge({ adm }: { adm: ClientAdm }) {
  const { t } = useI18n();
  return <Badge tone={admTone[adm]}>{t(`adm.${adm}`)}</Badge>;
}

export function KycBadge({ kyc }: { kyc: ClientKyc }) {
  const { t } = useI18n();
  return <Badge tone={kycTone[kyc]}>{t(`kyc.${kyc}`)}</Badge>;
}
