/** English texts of acting for a company: the switcher and the banner in the shell. */
export const partyEn = {
  'party.me': 'Me',
  'party.actingFor': 'Acting for: {name}',
  'party.untitled': 'Company without a name',
  'party.unknownName': 'Unknown company',
  'party.listLabel': 'Act for',
  'party.actingForCompany': 'You are acting for {name}',
  'party.actingForUnnamed': 'You are acting for a company',
  'party.unknownCompany':
    'This page is for a company you do not administer, or one that does not exist, so nothing of it can be shown.',
  'party.switchToMe': 'Switch to me',
  'party.gate.checking': 'Checking the company…',
  'party.gate.notYours': 'This company cannot be opened',
  'party.gate.unread':
    'Your profile or your companies could not be read, so this page cannot be opened for the company yet.',
  'party.gate.profileUnread': 'Your profile could not be read, so this page cannot be opened yet.',
  'party.unreadable.one': 'One item the bank sent could not be read, so it is not shown.',
  'party.unreadable.other': '{count} items the bank sent could not be read, so they are not shown.',
} as const;
