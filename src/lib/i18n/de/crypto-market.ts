import type { cryptoMarketEn } from '../en/crypto-market';

/** German texts of the crypto market and of placing an order (see en/crypto-market.ts). */
export const cryptoMarketDe = {
  'cryptoMarket.asset.BTC': 'Bitcoin',
  'cryptoMarket.asset.ETH': 'Ether',
  'cryptoMarket.pair.name': '{base} / {quote}',

  'cryptoMarket.title': 'Kryptomarkt',
  'cryptoMarket.loading': 'Der Markt wird geladen…',
  'cryptoMarket.intro':
    'Kurse je Handelspaar: Der Verkaufskurs ist, was Sie für eine Einheit erhalten, der Kaufkurs, was eine Einheit Sie kostet. Die Gebühr Ihres Vertrags kommt zum Spread hinzu.',
  'cryptoMarket.empty': 'Die Börse bietet gerade keine Handelspaare an.',
  'cryptoMarket.table.caption': 'Handelspaare, die Sie handeln können',
  'cryptoMarket.table.pair': 'Handelspaar',
  'cryptoMarket.table.bid': 'Verkaufskurs',
  'cryptoMarket.table.ask': 'Kaufkurs',
  'cryptoMarket.table.spread': 'Spread',
  'cryptoMarket.table.types': 'Auftragsarten',
  'cryptoMarket.table.minimums': 'Mindestauftrag',
  'cryptoMarket.table.actions': 'Handeln',
  'cryptoMarket.spread.value': '{absolute} ({percent})',
  'cryptoMarket.type.market': 'Markt',
  'cryptoMarket.type.limit': 'Limit',
  // The order type inside a sentence ("takes no {type} orders"), as that language writes it.
  'cryptoMarket.typeInSentence.market': 'Markt',
  'cryptoMarket.typeInSentence.limit': 'Limit',
  'cryptoMarket.type.available': '{type}: verfügbar',
  'cryptoMarket.type.unavailable': '{type}: für dieses Paar nicht verfügbar',
  'cryptoMarket.min.buy': 'Mindestens {amount} einsetzen',
  'cryptoMarket.min.sell': 'Mindestens {amount} verkaufen',
  'cryptoMarket.min.limit':
    'Limitaufträge: mindestens {buy} einsetzen, mindestens {sell} verkaufen',
  'cryptoMarket.action.buy': 'Kaufen',
  'cryptoMarket.action.sell': 'Verkaufen',
  'cryptoMarket.action.buyName': '{base} mit {quote} kaufen',
  'cryptoMarket.action.sellName': '{base} gegen {quote} verkaufen',
  'cryptoMarket.fee': 'Gebühr laut Ihrem Vertrag je Auftrag: {percent} des Betrags.',
  'cryptoMarket.feeUnknown': 'Die Gebühr der Börse sehen Sie, sobald ein Auftrag erteilt ist.',
  'cryptoMarket.feeList': 'Gebühr laut Ihrem Vertrag je Auftrag',
  'cryptoMarket.feeCurrency': 'Paare in {currency}: {percent} des Betrags',
  'cryptoMarket.feeCurrencyUnknown':
    'Paare in {currency}: Die Gebühr der Börse sehen Sie, sobald ein Auftrag erteilt ist',
  'cryptoMarket.updated':
    'Kurse aktualisiert um {time}. Sie werden alle {seconds} Sekunden aktualisiert.',
  'cryptoMarket.stale':
    'Diese Kurse sind möglicherweise veraltet: Die letzte Aktualisierung liegt mehr als {seconds} Sekunden zurück. Die App versucht weiter, sie zu aktualisieren.',
  'cryptoMarket.paused':
    'Die Kurse werden wieder aktualisiert, wenn Sie zu diesem Tab zurückkehren.',

  'cryptoMarket.trade.title': 'Krypto kaufen oder verkaufen',
  'cryptoMarket.trade.loading': 'Kurse und Ihre Konten werden geladen…',
  'cryptoMarket.trade.step.form': 'Angaben zum Auftrag',
  'cryptoMarket.trade.step.review': 'Auftrag prüfen',
  'cryptoMarket.trade.step.placed': 'Auftrag erteilt',
  'cryptoMarket.trade.step.unknown': 'Ergebnis unbekannt',
  'cryptoMarket.trade.step.found': 'Auftrag erteilt',
  'cryptoMarket.trade.step.notFound': 'Wir konnten diesen Auftrag noch nicht finden',
  'cryptoMarket.trade.errorSummary': 'Bitte prüfen Sie Ihre Angaben',
  'cryptoMarket.trade.continue': 'Weiter',

  'cryptoMarket.field.pair': 'Handelspaar',
  'cryptoMarket.field.pairOption': '{name} ({pair})',
  'cryptoMarket.field.side': 'Möchten Sie kaufen oder verkaufen?',
  'cryptoMarket.field.sideBuyAny': 'Kaufen',
  'cryptoMarket.field.sideSellAny': 'Verkaufen',
  'cryptoMarket.field.sideBuy': '{base} kaufen',
  'cryptoMarket.field.sideBuyHint': 'Mit {quote} bezahlen und {base} erhalten.',
  'cryptoMarket.field.sideSell': '{base} verkaufen',
  'cryptoMarket.field.sideSellHint': '{base} verkaufen und {quote} erhalten.',
  'cryptoMarket.field.type': 'Auftragsart',
  'cryptoMarket.field.typeMarket': 'Marktauftrag',
  'cryptoMarket.field.typeMarketHint': 'Wird sofort zum aktuellen Kurs ausgeführt.',
  'cryptoMarket.field.typeLimit': 'Limitauftrag',
  'cryptoMarket.field.typeLimitHint':
    'Wartet, bis der Kurs den von Ihnen festgelegten Preis erreicht.',
  'cryptoMarket.field.typeDisabled':
    'Nicht verfügbar: Die Börse nimmt für {pair} gerade keine Aufträge der Art „{type}“ an.',
  'cryptoMarket.field.volumeBuy': 'Betrag, den Sie ausgeben, in {currency}',
  'cryptoMarket.field.volumeSell': 'Betrag, den Sie verkaufen, in {currency}',
  'cryptoMarket.field.volumeHint':
    'Mindestens {minimum}, mit höchstens {decimals} Nachkommastellen.',
  'cryptoMarket.field.price': 'Ihr Preis je {base}, in {quote}',
  'cryptoMarket.field.priceHint':
    'Aktuell liegt der Kaufkurs bei {ask} und der Verkaufskurs bei {bid}.',
  'cryptoMarket.field.from': 'Bezahlen von',
  'cryptoMarket.field.to': 'Gutschrift auf',
  'cryptoMarket.field.accountPlaceholder': 'Konto wählen',
  'cryptoMarket.field.accountHint': 'Ihre aktiven {currency}-Konten.',
  'cryptoMarket.field.accountOption': '{name} – {available} verfügbar',
  'cryptoMarket.field.accountOptionUnknown': '{name} – verfügbarer Betrag gerade nicht bekannt',
  'cryptoMarket.field.noAccount': 'Sie haben kein aktives {currency}-Konto.',
  'cryptoMarket.field.openAccount': '{currency}-Konto eröffnen',
  'cryptoMarket.field.toByExchange':
    'Wohin die {currency}, die Sie erhalten, gutgeschrieben werden, bestimmt die Börse.',

  'cryptoMarket.problem.pair': 'Wählen Sie ein Handelspaar',
  'cryptoMarket.problem.side': 'Wählen Sie, ob Sie kaufen oder verkaufen möchten',
  'cryptoMarket.problem.type': 'Wählen Sie eine Auftragsart, die für dieses Paar möglich ist',
  'cryptoMarket.problem.volumeEmptyBuy': 'Geben Sie den Betrag ein, den Sie ausgeben möchten',
  'cryptoMarket.problem.volumeEmptySell': 'Geben Sie den Betrag ein, den Sie verkaufen möchten',
  'cryptoMarket.problem.notANumber': 'Geben Sie den Betrag in Ziffern ein, zum Beispiel {example}',
  'cryptoMarket.problem.tooManyDecimals': 'Verwenden Sie höchstens {decimals} Nachkommastellen',
  'cryptoMarket.problem.wholeNumber': 'Verwenden Sie eine ganze Zahl ohne Nachkommastellen',
  'cryptoMarket.problem.notPositive': 'Geben Sie einen Betrag über null ein',
  'cryptoMarket.problem.tooLong': 'Verwenden Sie höchstens {max} Zeichen',
  'cryptoMarket.problem.belowMinimumBuy': 'Geben Sie mindestens {minimum} aus',
  'cryptoMarket.problem.belowMinimumSell': 'Verkaufen Sie mindestens {minimum}',
  'cryptoMarket.problem.aboveAvailable':
    'Das ist mehr, als auf dem Konto verfügbar ist ({available})',
  'cryptoMarket.problem.priceEmpty': 'Geben Sie Ihren Preis je {base} ein',
  'cryptoMarket.problem.priceNotANumber':
    'Geben Sie den Preis in Ziffern ein, zum Beispiel {example}',
  'cryptoMarket.problem.from': 'Wählen Sie das {currency}-Konto, von dem Sie bezahlen',
  'cryptoMarket.problem.to': 'Wählen Sie das {currency}-Konto für die Gutschrift',

  'cryptoMarket.estimate.title': 'Was Sie erhalten',
  'cryptoMarket.estimate.waiting': 'Geben Sie einen Betrag ein, um zu sehen, was Sie erhalten.',
  'cryptoMarket.estimate.youGet': 'Sie erhalten etwa {amount}',
  'cryptoMarket.estimate.youGetBeforeFee': 'Sie erhalten etwa {amount}, vor der Gebühr der Börse',
  'cryptoMarket.estimate.feeUnknownLabel': 'Gebühr',
  'cryptoMarket.estimate.feeUnknown':
    'Die Gebühr der Börse sehen Sie, sobald der Auftrag erteilt ist',
  'cryptoMarket.estimate.getsBeforeFee': 'Sie erhalten etwa, vor der Gebühr',
  'cryptoMarket.estimate.priceMarketBuy': 'Aktueller Kaufkurs',
  'cryptoMarket.estimate.priceMarketSell': 'Aktueller Verkaufskurs',
  'cryptoMarket.estimate.priceLimit': 'Ihr Preis',
  'cryptoMarket.estimate.fee': 'Gebühr ({percent} des Betrags)',
  'cryptoMarket.estimate.exchanged': 'Getauscht nach Abzug der Gebühr',
  'cryptoMarket.estimate.gets': 'Sie erhalten etwa',
  'cryptoMarket.estimate.into': '{amount} auf {account}',
  'cryptoMarket.estimate.paid': 'Bezahlt',
  'cryptoMarket.estimate.from': '{amount} von {account}',
  'cryptoMarket.estimate.noteMarket':
    'Eine Schätzung zum heutigen Kurs: Ein Marktauftrag wird zum Kurs im Moment der Ausführung ausgeführt, der leicht abweichen kann. Der gutgeschriebene Betrag wird abgerundet.',
  'cryptoMarket.estimate.noteLimit':
    'Sofern der Auftrag zu Ihrem Preis ausgeführt wird. Er wartet, bis der Markt diesen Preis erreicht. Der gutgeschriebene Betrag wird abgerundet.',

  'cryptoMarket.review.pair': 'Handelspaar',
  'cryptoMarket.review.side': 'Sie möchten',
  'cryptoMarket.review.sideBuy': '{base} kaufen',
  'cryptoMarket.review.sideSell': '{base} verkaufen',
  'cryptoMarket.review.type': 'Auftragsart',
  'cryptoMarket.review.volumeBuy': 'Betrag, den Sie ausgeben',
  'cryptoMarket.review.volumeSell': 'Betrag, den Sie verkaufen',
  'cryptoMarket.review.priceMarket': 'Kurs',
  'cryptoMarket.review.priceMarketBuy': 'Der Kaufkurs bei Ausführung des Auftrags; aktuell {price}',
  'cryptoMarket.review.priceMarketSell':
    'Der Verkaufskurs bei Ausführung des Auftrags; aktuell {price}',
  'cryptoMarket.review.priceLimit': 'Ihr Preis',
  'cryptoMarket.review.priceLimitValue': '{price} je {base}',
  'cryptoMarket.review.fee': 'Gebühr',
  'cryptoMarket.review.feeValue': '{amount} ({percent} des Betrags, laut Ihrem Vertrag)',
  'cryptoMarket.review.feeUnknown':
    'Die Gebühr der Börse sehen Sie, sobald der Auftrag erteilt ist.',
  'cryptoMarket.review.getsBeforeFee': 'Sie erhalten etwa, vor der Gebühr',
  'cryptoMarket.review.gets': 'Sie erhalten etwa',
  'cryptoMarket.review.from': 'Bezahlt von',
  'cryptoMarket.review.to': 'Gutschrift auf',
  'cryptoMarket.review.toByExchange': 'Bestimmt die Börse',
  'cryptoMarket.review.confirm': 'Auftrag erteilen',
  'cryptoMarket.review.sending': 'Der Auftrag wird erteilt…',
  'cryptoMarket.review.back': 'Zurück',

  'cryptoMarket.refused.title': 'Die Börse hat diesen Auftrag nicht angenommen',
  'cryptoMarket.refused.bankText': 'Die Antwort der Börse: „{message}“',
  'cryptoMarket.refused.nothingLost':
    'Ihr Konto wurde nicht belastet. Korrigieren Sie den Auftrag und versuchen Sie es erneut.',
  'cryptoMarket.refused.belowMinimum': 'Der Betrag liegt unter dem Mindestauftrag für dieses Paar.',
  'cryptoMarket.refused.tooManyDecimals':
    'Der Betrag hat mehr Nachkommastellen, als dieses Paar erlaubt.',
  'cryptoMarket.refused.tooLong': 'Der Betrag ist zu lang.',
  'cryptoMarket.refused.zero': 'Geben Sie einen Betrag über null ein.',
  'cryptoMarket.refused.pair':
    'Die Börse bietet dieses Handelspaar nicht mehr an. Wählen Sie ein anderes.',
  'cryptoMarket.refused.typeDisabled':
    'Die Börse nimmt diese Auftragsart für dieses Paar nicht mehr an. Wählen Sie eine andere Auftragsart.',
  'cryptoMarket.refused.priceRequired': 'Geben Sie für einen Limitauftrag Ihren Preis ein.',
  'cryptoMarket.refused.priceInvalid': 'Dieser Preis ist für das Paar nicht gültig.',
  'cryptoMarket.refused.accountCurrency':
    'Dieses Konto wird nicht in der Währung geführt, die der Auftrag braucht.',
  'cryptoMarket.refused.noAccess': 'Dieses Konto kann für diesen Auftrag nicht verwendet werden.',
  'cryptoMarket.refused.notActive': 'Dieses Konto ist nicht aktiv.',
  'cryptoMarket.refused.balance': 'Auf dem Konto ist nicht genug für diesen Auftrag verfügbar.',
  'cryptoMarket.refused.notOffered':
    'Ihr Vertrag umfasst keinen Kryptohandel, daher hat die Börse den Auftrag abgelehnt.',

  'cryptoMarket.result.sideBuy': '{base} kaufen',
  'cryptoMarket.result.sideSell': '{base} verkaufen',
  'cryptoMarket.result.placedBody':
    'Die Börse hat Ihren Auftrag angenommen: {side}. Es kann einen Moment dauern, bis er bei Ihren Aufträgen erscheint; bis dahin steht er dort als „Wird erfasst“.',
  'cryptoMarket.result.orderId': 'Auftragsnummer',
  'cryptoMarket.result.details': 'Diesen Auftrag ansehen',
  'cryptoMarket.result.orders': 'Ihre Aufträge ansehen',
  'cryptoMarket.result.another': 'Weiteren Auftrag erteilen',
  'cryptoMarket.result.unknownBody':
    'Die Antwort der Börse ist verloren gegangen, daher wissen wir nicht, ob der Auftrag erteilt wurde. Erteilen Sie ihn noch nicht erneut: Wir suchen ihn in Ihren Aufträgen.',
  'cryptoMarket.result.searching': 'Wir suchen den Auftrag…',
  'cryptoMarket.result.foundBody': 'Wir haben Ihren Auftrag gefunden: {side}. Er wurde erteilt.',
  'cryptoMarket.result.notFoundBody':
    'Der Auftrag erscheint noch nicht bei Ihren Aufträgen. Die Börse braucht manchmal etwas Zeit, um einen Auftrag zu erfassen. Prüfen Sie daher Ihre Aufträge erneut, bevor Sie etwas anderes tun.',
  'cryptoMarket.result.againWarning':
    'Falls der Auftrag doch erteilt wurde, entsteht bei erneuter Erteilung ein zweiter Auftrag: {side}.',
  'cryptoMarket.result.again': 'Erneut erteilen (möglicherweise doppelt)',
} satisfies Record<keyof typeof cryptoMarketEn, string>;
