/**
 * English texts of the wallets and payouts page: registering an external wallet
 * (`cryptoWallets.register.*`), the wallets of this session (`cryptoWallets.list.*`) and sending
 * a payout (`cryptoWallets.payout.*`).
 */
export const cryptoWalletsEn = {
  'cryptoWallets.title': 'Wallets and payouts',
  'cryptoWallets.loading': 'Loading your crypto balances…',
  'cryptoWallets.errorTitle': 'This page could not be loaded',

  'cryptoWallets.currency.BTC': 'Bitcoin (BTC)',
  'cryptoWallets.currency.ETH': 'Ether (ETH)',
  'cryptoWallets.network.bitcoin': 'Bitcoin main network',
  'cryptoWallets.network.ethereum': 'Ethereum main network',

  'cryptoWallets.register.heading': 'Register a wallet',
  'cryptoWallets.register.intro':
    'Register a wallet outside the bank (yours or someone else’s) to send crypto to it.',
  'cryptoWallets.register.errorSummary': 'There is a problem',
  'cryptoWallets.register.currency': 'Currency',
  'cryptoWallets.register.network': 'On the {network}: only addresses on this network work.',
  'cryptoWallets.register.address': 'Wallet address',
  'cryptoWallets.register.addressHint.none': 'Choose the currency first.',
  'cryptoWallets.register.addressHint.BTC':
    'A Bitcoin address starts with 1, 3 or bc1. Copy and paste it: a wrong address cannot be undone.',
  'cryptoWallets.register.addressHint.ETH':
    'An Ethereum address starts with 0x followed by 40 letters and digits. Copy and paste it: a wrong address cannot be undone.',
  'cryptoWallets.register.label': 'Name for this wallet (optional)',
  'cryptoWallets.register.labelHint': 'Up to {max} characters, e.g. “My hardware wallet”.',
  'cryptoWallets.register.submit': 'Register wallet',
  'cryptoWallets.register.sending': 'Registering…',
  'cryptoWallets.register.done': 'Wallet “{name}” registered. You can send a payout to it below.',

  'cryptoWallets.address.testNetwork':
    'This is a Bitcoin test network address: no real bitcoin can be sent to it. Enter an address on the Bitcoin main network.',
  'cryptoWallets.address.checksum':
    'This Ethereum address does not match its own check: a letter may have been changed. Copy it again from the wallet.',
  'cryptoWallets.address.otherCurrency':
    'This is an address for {currency}. Choose that currency, or enter a {expected} address.',
  'cryptoWallets.address.invalid':
    'This is not a valid {currency} address. Check it, or copy it again from the wallet.',
  'cryptoWallets.address.unsupported': 'Choose one of the currencies offered.',

  'cryptoWallets.refused.addressInvalid':
    'The bank does not accept this address for {currency}. Check it, or copy it again from the wallet.',
  'cryptoWallets.refused.addressDuplicate':
    'This address is already registered. The bank does not list wallets registered before, so it cannot be shown here.',
  'cryptoWallets.refused.currency': 'The bank does not keep wallets in this currency.',
  'cryptoWallets.refused.notOffered': 'Your contract does not include the crypto exchange.',
  'cryptoWallets.refused.noAccess': 'You may not do this for this customer or company.',
  'cryptoWallets.refused.unknownOutcome':
    'The bank did not answer, so we do not know whether the wallet was registered. If you register it again and the bank says it is already registered, it was.',

  'cryptoWallets.list.heading': 'Your wallets',
  'cryptoWallets.list.sessionOnly':
    'The bank does not list wallets registered before: only the wallets you register now are shown here, until you sign out or reload the page.',
  'cryptoWallets.list.empty': 'No wallet registered yet in this visit.',
  'cryptoWallets.list.label': 'Wallets registered in this visit',
  'cryptoWallets.list.unnamed': '{currency} wallet',
  'cryptoWallets.list.address': 'Address',
  'cryptoWallets.list.copyAddressOf': 'Copy the address of {name}',
  'cryptoWallets.list.copied': 'The address of {name} was copied.',
  'cryptoWallets.list.noReference':
    'The exchange registered this wallet without a reference for it, so payouts to it cannot be sent from here.',
  'cryptoWallets.list.copyFailed':
    'The address could not be copied. Select it and copy it instead.',

  'cryptoWallets.payout.heading': 'Send a payout',
  'cryptoWallets.payout.step.details': 'Payout details',
  'cryptoWallets.payout.step.review': 'Check and confirm the payout',
  'cryptoWallets.payout.step.sent': 'Payout sent',
  'cryptoWallets.payout.step.unknown': 'Outcome unknown',
  'cryptoWallets.payout.noWallets': 'Register a wallet above to send crypto to it.',
  'cryptoWallets.payout.noAccounts':
    'There is no Bitcoin or Ether balance to send from. Buy crypto on the market first.',
  'cryptoWallets.payout.market': 'Go to the market',
  'cryptoWallets.payout.errorSummary': 'There is a problem',
  'cryptoWallets.payout.from': 'From',
  'cryptoWallets.payout.fromHint': 'Your crypto balances. The payout is taken from this one.',
  'cryptoWallets.payout.fromPlaceholder': 'Choose a balance',
  'cryptoWallets.payout.fromOption': '{name} — {available} available',
  'cryptoWallets.payout.fromOptionEmpty': '{name} — nothing available',
  'cryptoWallets.payout.fromOptionUnknown': '{name} — available balance not known right now',
  'cryptoWallets.payout.to': 'To wallet',
  'cryptoWallets.payout.toHint': 'Wallets of the same currency registered in this visit.',
  'cryptoWallets.payout.toPlaceholder': 'Choose a wallet',
  'cryptoWallets.payout.toOption': '{name} — {address}',
  'cryptoWallets.payout.toNone': 'No {currency} wallet is registered yet: register one above.',
  'cryptoWallets.payout.amount': 'Amount',
  'cryptoWallets.payout.amountHint':
    'In the currency of the balance, with up to {decimals} decimal places.',
  'cryptoWallets.payout.amountHintAvailable':
    'In {currency}, with up to {decimals} decimal places. Available: {available}.',
  'cryptoWallets.payout.continue': 'Continue',

  'cryptoWallets.payout.problem.from': 'Choose the balance to send from',
  'cryptoWallets.payout.problem.fromEmpty': 'This balance has nothing available to send',
  'cryptoWallets.payout.problem.to': 'Choose the wallet to send to',
  'cryptoWallets.payout.problem.amountEmpty': 'Enter the amount to send',
  'cryptoWallets.payout.problem.amountNotANumber':
    'Enter the amount in numbers, with a decimal point if needed, e.g. 0.015',
  'cryptoWallets.payout.problem.amountTooManyDecimals':
    'Enter an amount with at most {decimals} decimal places',
  'cryptoWallets.payout.problem.amountNotPositive': 'Enter an amount above zero',
  'cryptoWallets.payout.problem.amountTooLong': 'Enter an amount of at most {max} characters',
  'cryptoWallets.payout.problem.amountTooMuch':
    'This is more than the balance has available ({available})',

  'cryptoWallets.payout.review.from': 'From',
  'cryptoWallets.payout.review.to': 'To wallet',
  'cryptoWallets.payout.review.address': 'Wallet address',
  'cryptoWallets.payout.review.network': 'Network',
  'cryptoWallets.payout.review.amount': 'Amount',
  'cryptoWallets.payout.review.leaves': 'Leaves {account}',
  'cryptoWallets.payout.review.after': 'Left available afterwards',
  'cryptoWallets.payout.review.noFee':
    'The bank names no fee for payouts: the amount above is what leaves your balance.',
  'cryptoWallets.payout.review.final':
    'Crypto sent to a wallet cannot be called back. Check the address character by character.',
  'cryptoWallets.payout.review.confirm': 'Confirm and send',
  'cryptoWallets.payout.review.sending': 'Sending…',
  'cryptoWallets.payout.review.back': 'Back',

  'cryptoWallets.payout.refused.title': 'The bank did not send this payout',
  'cryptoWallets.payout.refused.nothingLost': 'Nothing was taken from your balance.',
  'cryptoWallets.payout.refused.bankText': 'The bank said: “{message}”',
  'cryptoWallets.payout.refused.walletNotFound':
    'The bank does not know this wallet any more. Register it again.',
  'cryptoWallets.payout.refused.currencyMismatch':
    'This wallet is for another currency. Choose a wallet of the same currency as the balance.',
  'cryptoWallets.payout.refused.amountTooManyDecimals':
    'The bank accepts fewer decimal places for this currency.',
  'cryptoWallets.payout.refused.amountBelowMinimum':
    'This is below the smallest payout the bank sends. Enter a larger amount.',
  'cryptoWallets.payout.refused.balanceNotEnough':
    'The balance does not have this much available any more.',
  'cryptoWallets.payout.refused.accountCurrency':
    'This balance is in another currency than the wallet. Choose a balance of the same currency.',
  'cryptoWallets.payout.refused.accountNotActive':
    'This balance cannot send right now: its account is not active.',
  'cryptoWallets.payout.refused.accountNotFound':
    'The bank cannot find this balance. Choose another one.',
  'cryptoWallets.payout.refused.notOffered': 'Your contract does not include the crypto exchange.',
  'cryptoWallets.payout.refused.noAccess': 'You may not send from this balance.',

  'cryptoWallets.payout.result.sentBody': '{amount} is on its way to {wallet}.',
  'cryptoWallets.payout.result.status': 'Status: {status}',
  'cryptoWallets.payout.result.id': 'Payout reference',
  'cryptoWallets.payout.result.copy': 'Copy {what}',
  'cryptoWallets.payout.result.copied': 'The payout reference was copied.',
  'cryptoWallets.payout.result.copyFailed': 'The reference could not be copied.',
  'cryptoWallets.payout.result.history': 'See the history of {account}',
  'cryptoWallets.payout.result.another': 'Send another payout',
  'cryptoWallets.payout.result.unknownBody':
    'The bank did not confirm the payout of {amount} to {wallet}: the connection was lost or the bank had a problem. It may have been sent, or not.',
  'cryptoWallets.payout.result.noList':
    'The bank has no list of payouts that this page could check. Look at the history of the balance first: a payout that went through shows there as money out.',
  'cryptoWallets.payout.result.againWarning':
    'Send again only if the history shows no payout of {amount}: if the first one went through, a second one would be sent too, and crypto cannot be called back.',
  'cryptoWallets.payout.result.sendAgain': 'Send again (may duplicate)',

  'cryptoWallets.payout.status.initiated': 'started: the bank is sending it',
  'cryptoWallets.payout.status.processing': 'being sent',
  'cryptoWallets.payout.status.completed': 'sent to the wallet',
  'cryptoWallets.payout.status.rejected': 'refused by the bank',
  'cryptoWallets.payout.status.failed': 'not sent',
  'cryptoWallets.payout.status.unknown': 'not known yet',
} as const;
