import { cardTitle } from '@immora/shared/listing-title';
import type { TLanguage } from '@immora/shared/languages';
import { formatEuro } from '../../lib/mail-format.ts';
import { textMail } from '../../lib/mail.ts';

type Reader = { email: string; firstName: string; language: TLanguage };
type Winner = { firstName: string; lastName: string; email: string };
type Ending = {
  title: string | null;
  /** Every version's title: each reader is given theirs (decision 055). */
  titles: Record<string, string> | null;
  link: string;
  priceCents: number | null;
  reserveMet: boolean;
};

type OwnerTexts = {
  subject: (title: string) => string;
  text: (name: string, title: string, outcome: string) => string;
  noBids: string;
  highest: (amount: string, winner: string, reserveMet: boolean) => string;
};
type WinnerTexts = {
  subject: (title: string) => string;
  text: (name: string, title: string, amount: string, reserveMet: boolean) => string;
};

const NB = '\u00a0';

/** A listing deleted since: the message still says which one it was about. */
const UNTITLED: Record<TLanguage, string> = {
  en: 'your listing',
  nl: 'je zoekertje',
  fr: 'votre annonce',
  el: 'την αγγελία σας',
};

const OWNER: Record<TLanguage, OwnerTexts> = {
  en: {
    subject: (title) => `Auction ended: ${title}`,
    text: (name, title, outcome) => `Hello ${name},\n\nThe auction of "${title}" has ended. ${outcome}`,
    noBids: 'It ended without bids.',
    highest: (amount, winner, met) =>
      `The highest bid was ${amount} by ${winner}; the reserve price was ${met ? 'met' : 'not met'}.`,
  },
  nl: {
    subject: (title) => `Veiling afgelopen: ${title}`,
    text: (name, title, outcome) => `Hallo ${name},\n\nDe veiling van "${title}" is afgelopen. ${outcome}`,
    noBids: 'Er werd niet geboden.',
    highest: (amount, winner, met) =>
      `Het hoogste bod was ${amount} van ${winner}; de reserveprijs werd ${met ? 'gehaald' : 'niet gehaald'}.`,
  },
  fr: {
    subject: (title) => `Enchère terminée${NB}: ${title}`,
    text: (name, title, outcome) =>
      `Bonjour ${name},\n\nLa vente aux enchères de «${NB}${title}${NB}» est terminée. ${outcome}`,
    noBids: 'Elle s’est terminée sans offre.',
    highest: (amount, winner, met) =>
      `L’offre la plus élevée est de ${amount}, faite par ${winner}${NB}; le prix de réserve ${met ? 'a été atteint' : 'n’a pas été atteint'}.`,
  },
  el: {
    subject: (title) => `Η δημοπρασία έληξε: ${title}`,
    text: (name, title, outcome) => `Γεια σας ${name},\n\nΗ δημοπρασία για «${title}» έληξε. ${outcome}`,
    noBids: 'Έληξε χωρίς προσφορές.',
    highest: (amount, winner, met) =>
      `Η υψηλότερη προσφορά ήταν ${amount} από ${winner}· η τιμή επιφύλαξης ${met ? 'επιτεύχθηκε' : 'δεν επιτεύχθηκε'}.`,
  },
};

const WINNER: Record<TLanguage, WinnerTexts> = {
  en: {
    subject: (title) => `You won the auction: ${title}`,
    text: (name, title, amount, met) =>
      `Hello ${name},\n\nThe auction of "${title}" has ended and yours is the highest bid: ${amount}. ${met ? 'The reserve price was met: the seller will contact you about the next steps.' : 'The reserve price was not met: the seller may still contact you.'}`,
  },
  nl: {
    subject: (title) => `Je won de veiling: ${title}`,
    text: (name, title, amount, met) =>
      `Hallo ${name},\n\nDe veiling van "${title}" is afgelopen en jouw bod is het hoogste: ${amount}. ${met ? 'De reserveprijs werd gehaald: de verkoper neemt contact met je op over de volgende stappen.' : 'De reserveprijs werd niet gehaald: de verkoper kan nog contact met je opnemen.'}`,
  },
  fr: {
    subject: (title) => `Vous avez remporté l’enchère${NB}: ${title}`,
    text: (name, title, amount, met) =>
      `Bonjour ${name},\n\nLa vente aux enchères de «${NB}${title}${NB}» est terminée et votre offre est la plus élevée${NB}: ${amount}. ${met ? `Le prix de réserve a été atteint${NB}: le vendeur vous contactera pour la suite.` : `Le prix de réserve n’a pas été atteint${NB}: le vendeur peut encore vous contacter.`}`,
  },
  el: {
    subject: (title) => `Κερδίσατε τη δημοπρασία: ${title}`,
    text: (name, title, amount, met) =>
      `Γεια σας ${name},\n\nΗ δημοπρασία για «${title}» έληξε και η δική σας προσφορά είναι η υψηλότερη: ${amount}. ${met ? 'Η τιμή επιφύλαξης επιτεύχθηκε: ο πωλητής θα επικοινωνήσει μαζί σας για τα επόμενα βήματα.' : 'Η τιμή επιφύλαξης δεν επιτεύχθηκε: ο πωλητής μπορεί ακόμη να επικοινωνήσει μαζί σας.'}`,
  },
};

/** To the owner: how the auction ended, in the owner's language. */
export function auctionOwnerMail(owner: Reader, winner: Winner | null, ending: Ending) {
  const t = OWNER[owner.language];
  const title = cardTitle(ending, owner.language) ?? UNTITLED[owner.language];
  const outcome =
    winner && ending.priceCents !== null
      ? t.highest(
          formatEuro(ending.priceCents, owner.language),
          `${winner.firstName} ${winner.lastName} (${winner.email})`,
          ending.reserveMet,
        )
      : t.noBids;
  return textMail({
    to: owner.email,
    kind: 'auction_end_owner',
    language: owner.language,
    subject: t.subject(title),
    text: `${t.text(owner.firstName, title, outcome)}\n\n${ending.link}\n\nImmora`,
  });
}

/** To the highest bidder: they won, at what price, and whether the reserve was met, in their language. */
export function auctionWinnerMail(winner: Reader, ending: Ending & { priceCents: number }) {
  const t = WINNER[winner.language];
  const title = cardTitle(ending, winner.language) ?? UNTITLED[winner.language];
  const amount = formatEuro(ending.priceCents, winner.language);
  return textMail({
    to: winner.email,
    kind: 'auction_end_winner',
    language: winner.language,
    subject: t.subject(title),
    text: `${t.text(winner.firstName, title, amount, ending.reserveMet)}\n\n${ending.link}\n\nImmora`,
  });
}
