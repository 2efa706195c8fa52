import type { TLanguage } from '@immora/shared/languages';
import { linkMail, textMail } from '../../lib/mail.ts';
import type { MailReader } from '../auth/auth.mails.ts';

const NB = '\u00a0';

/** A day as the reader writes it, in Belgian time ('29 December 2026', '29 décembre 2026'…). */
export const mailDate = (at: Date, language: TLanguage) =>
  new Intl.DateTimeFormat(`${language}-BE`, { dateStyle: 'long', timeZone: 'Europe/Brussels' }).format(at);

type ClosedTexts = {
  subject: string;
  greeting: string;
  body: (date: string) => string;
  action: string;
  footer: string;
};

/** The confirmation of a closure: when the account will be erased, and how to come back before that. */
const CLOSED: Record<TLanguage, ClosedTexts> = {
  en: {
    subject: 'Your Immora account is closed',
    greeting: 'Hello {name},',
    body: (date) =>
      `Your Immora account is closed: you have been signed out everywhere, your listings are no longer shown and your viewings were cancelled. On ${date} we erase your account and your data; invoices are kept for the 10 years Belgian law asks. Changed your mind? Sign in with the same e-mail address before then and choose "Reopen my account".`,
    action: 'Sign in to reopen',
    footer: 'If you did not close your account, sign in now, reopen it and change your password.',
  },
  nl: {
    subject: 'Je Immora-account is gesloten',
    greeting: 'Hallo {name},',
    body: (date) =>
      `Je Immora-account is gesloten: je bent overal afgemeld, je zoekertjes zijn niet meer te zien en je bezoeken werden geannuleerd. Op ${date} wissen we je account en je gegevens; facturen bewaren we de 10 jaar die de Belgische wet vraagt. Van gedachten veranderd? Meld je vóór die datum aan met hetzelfde e-mailadres en kies "Mijn account heropenen".`,
    action: 'Aanmelden om te heropenen',
    footer: 'Heb je je account niet zelf gesloten? Meld je nu aan, heropen het en wijzig je wachtwoord.',
  },
  fr: {
    subject: 'Votre compte Immora est fermé',
    greeting: 'Bonjour {name},',
    body: (date) =>
      `Votre compte Immora est fermé${NB}: vous avez été déconnecté partout, vos annonces ne sont plus affichées et vos visites ont été annulées. Le ${date}, nous effacerons votre compte et vos données${NB}; les factures sont conservées pendant les 10 ans qu’exige la loi belge. Vous avez changé d’avis${NB}? Connectez-vous avant cette date avec la même adresse e-mail et choisissez «${NB}Rouvrir mon compte${NB}».`,
    action: 'Se connecter pour rouvrir',
    footer:
      'Si vous n’avez pas fermé votre compte, connectez-vous maintenant, rouvrez-le et changez votre mot de passe.',
  },
  el: {
    subject: 'Ο λογαριασμός σας στην Immora έκλεισε',
    greeting: 'Γεια σας {name},',
    body: (date) =>
      `Ο λογαριασμός σας στην Immora έκλεισε: αποσυνδεθήκατε παντού, οι αγγελίες σας δεν εμφανίζονται πλέον και οι επισκέψεις σας ακυρώθηκαν. Στις ${date} διαγράφουμε τον λογαριασμό και τα δεδομένα σας· τα τιμολόγια διατηρούνται για τα 10 χρόνια που ορίζει ο βελγικός νόμος. Αλλάξατε γνώμη; Συνδεθείτε πριν από τότε με την ίδια διεύθυνση email και επιλέξτε «Επαναφορά του λογαριασμού μου».`,
    action: 'Σύνδεση για επαναφορά',
    footer: 'Αν δεν κλείσατε εσείς τον λογαριασμό σας, συνδεθείτε τώρα, επαναφέρετέ τον και αλλάξτε τον κωδικό σας.',
  },
};

export function accountClosedMail(reader: MailReader, eraseAfter: Date, link: string) {
  const t = CLOSED[reader.language];
  return linkMail({
    to: reader.email,
    kind: 'account_closed',
    language: reader.language,
    subject: t.subject,
    greeting: t.greeting.replace('{name}', reader.firstName),
    body: t.body(mailDate(eraseAfter, reader.language)),
    action: t.action,
    link,
    footer: t.footer,
  });
}

type Plain = { subject: (about: string) => string; text: (name: string, about: string) => string };

/** A plain message about one thing (a listing's title, an agency's name), in the reader's language. */
const plainMail = (texts: Record<TLanguage, Plain>, kind: string) => (reader: MailReader, about: string) => {
  const t = texts[reader.language];
  return textMail({
    to: reader.email,
    kind,
    language: reader.language,
    subject: t.subject(about),
    text: t.text(reader.firstName, about),
  });
};

/** To each bidder of an auction cancelled because its owner closed the account. */
const AUCTION_CANCELLED: Record<TLanguage, Plain> = {
  en: {
    subject: (title) => `Auction cancelled: ${title}`,
    text: (name, title) =>
      `Hello ${name},\n\nThe auction of "${title}" has been cancelled because its owner closed their Immora account. Your bids no longer bind you and nobody wins this auction.\n\nImmora`,
  },
  nl: {
    subject: (title) => `Veiling geannuleerd: ${title}`,
    text: (name, title) =>
      `Hallo ${name},\n\nDe veiling van "${title}" is geannuleerd omdat de eigenaar zijn Immora-account heeft gesloten. Je biedingen binden je niet meer en niemand wint deze veiling.\n\nImmora`,
  },
  fr: {
    subject: (title) => `Enchère annulée${NB}: ${title}`,
    text: (name, title) =>
      `Bonjour ${name},\n\nLa vente aux enchères de «${NB}${title}${NB}» est annulée, car son propriétaire a fermé son compte Immora. Vos offres ne vous engagent plus et personne ne remporte cette enchère.\n\nImmora`,
  },
  el: {
    subject: (title) => `Η δημοπρασία ακυρώθηκε: ${title}`,
    text: (name, title) =>
      `Γεια σας ${name},\n\nΗ δημοπρασία του «${title}» ακυρώθηκε επειδή ο ιδιοκτήτης έκλεισε τον λογαριασμό του στην Immora. Οι προσφορές σας δεν σας δεσμεύουν πλέον και κανείς δεν κερδίζει αυτή τη δημοπρασία.\n\nImmora`,
  },
};

export const auctionCancelledMail = plainMail(AUCTION_CANCELLED, 'auction_cancelled');

/** To each agent of an agency that closed its account: they keep their own account, as independents. */
const AGENCY_CLOSED: Record<TLanguage, Plain> = {
  en: {
    subject: (agency) => `${agency} closed its Immora account`,
    text: (name, agency) =>
      `Hello ${name},\n\n${agency} closed its Immora account, so you no longer work for it on Immora. Your own account stays: you can go on as an independent agent or ask another agency to join it. The agency's listings and records are no longer assigned to you.\n\nImmora`,
  },
  nl: {
    subject: (agency) => `${agency} heeft zijn Immora-account gesloten`,
    text: (name, agency) =>
      `Hallo ${name},\n\n${agency} heeft zijn Immora-account gesloten, dus je werkt er op Immora niet meer voor. Je eigen account blijft: je kunt verder als zelfstandige makelaar of vragen om bij een ander kantoor te komen. De zoekertjes en gegevens van het kantoor zijn je niet meer toegewezen.\n\nImmora`,
  },
  fr: {
    subject: (agency) => `${agency} a fermé son compte Immora`,
    text: (name, agency) =>
      `Bonjour ${name},\n\n${agency} a fermé son compte Immora${NB}: vous ne travaillez donc plus pour elle sur Immora. Votre propre compte reste ouvert${NB}: vous pouvez continuer comme agent indépendant ou demander à rejoindre une autre agence. Les annonces et les dossiers de l’agence ne vous sont plus attribués.\n\nImmora`,
  },
  el: {
    subject: (agency) => `Το ${agency} έκλεισε τον λογαριασμό του στην Immora`,
    text: (name, agency) =>
      `Γεια σας ${name},\n\nΤο ${agency} έκλεισε τον λογαριασμό του στην Immora, οπότε δεν εργάζεστε πλέον για αυτό στην Immora. Ο δικός σας λογαριασμός παραμένει: μπορείτε να συνεχίσετε ως ανεξάρτητος μεσίτης ή να ζητήσετε να ενταχθείτε σε άλλο γραφείο. Οι αγγελίες και τα αρχεία του γραφείου δεν σας έχουν πλέον ανατεθεί.\n\nImmora`,
  },
};

export const agencyClosedMail = plainMail(AGENCY_CLOSED, 'agency_closed');
