import type { partyEn } from '../en/party';

/** German texts of acting for a company (same keys and placeholders as ../en/party.ts). */
export const partyDe = {
  'party.me': 'Mich selbst',
  'party.actingFor': 'Handeln für: {name}',
  'party.untitled': 'Unternehmen ohne Namen',
  'party.unknownName': 'Unbekanntes Unternehmen',
  'party.listLabel': 'Handeln für',
  'party.actingForCompany': 'Sie handeln für {name}',
  'party.actingForUnnamed': 'Sie handeln für ein Unternehmen',
  'party.unknownCompany':
    'Diese Seite gehört zu einem Unternehmen, das Sie nicht verwalten oder das es nicht gibt. Daher kann hier nichts davon angezeigt werden.',
  'party.switchToMe': 'Für mich selbst handeln',
  'party.gate.checking': 'Das Unternehmen wird geprüft…',
  'party.gate.notYours': 'Dieses Unternehmen kann nicht geöffnet werden',
  'party.gate.unread':
    'Ihr Profil oder Ihre Unternehmen konnten nicht gelesen werden, daher kann diese Seite für das Unternehmen noch nicht geöffnet werden.',
  'party.gate.profileUnread':
    'Ihr Profil konnte nicht gelesen werden, daher kann diese Seite noch nicht geöffnet werden.',
  'party.unreadable.one':
    'Ein Eintrag, den die Bank gesendet hat, konnte nicht gelesen werden und wird daher nicht angezeigt.',
  'party.unreadable.other':
    '{count} Einträge, die die Bank gesendet hat, konnten nicht gelesen werden und werden daher nicht angezeigt.',
} satisfies Record<keyof typeof partyEn, string>;
