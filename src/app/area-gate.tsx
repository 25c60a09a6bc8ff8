import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { clientQueries } from '../api/client/queries';
import { areasOf, type Area } from '../domain/client/capabilities';
import { PageHeader } from '../components/ui/page-header';
import { Loading } from '../components/ui/loading';
import { NotAllowedNotice } from '../features/accounts/not-allowed-notice';
import { describeError } from '../api/errors';
import { ErrorMessage } from '../components/errors/error-message';
import { registerTexts, useI18n } from '../lib/i18n/i18n';
import { partyEn } from '../lib/i18n/en/party';
import type { MessageKey } from '../lib/i18n/messages-en';

registerTexts(partyEn);

/**
 * A screen of an area the customer's standing may close (`areasOf`): the screen itself while
 * the area is open, else the screen's title and why the area is closed, in plain words, with
 * the bank's contact. It waits for the profile (read by the shell too, so mostly at hand):
 * a blocked customer never sees the area's content first. When the profile cannot be read,
 * the gate stays closed: it says so, with a way to try again.
 */
function AreaGate({
  area,
  title,
  children,
}: {
  area: Area;
  title: MessageKey;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const profile = useQuery(clientQueries.profile());
  if (profile.isError) {
    return (
      <section>
        <PageHeader title={t(title)} />
        <ErrorMessage
          title={t('party.gate.profileUnread')}
          error={describeError(profile.error)}
          onRetry={() => void profile.refetch()}
        />
      </section>
    );
  }
  if (profile.isPending) return <Loading />;
  const access = areasOf(profile.data)[area];
  if (access.allowed) return children;
  return (
    <section>
      <PageHeader title={t(title)} />
      <NotAllowedNotice reason={access.reason} />
    </section>
  );
}

/** A screen inside its area's gate; `screen` is the screen itself. */
export type GatedScreen = ComponentType & { screen: ComponentType };

/** `Screen` inside the gate of `area`, with the screen's title for the closed page. */
export function gated(Screen: ComponentType, area: Area, title: MessageKey): GatedScreen {
  function GatedScreen() {
    return (
      <AreaGate area={area} title={title}>
        <Screen />
      </AreaGate>
    );
  }
  GatedScreen.displayName = `Gated(${Screen.displayName ?? Screen.name})`;
  return Object.assign(GatedScreen, { screen: Screen });
}
