import type { TLanguage } from '@immora/shared/languages';
import { linkMail } from '../../lib/mail.ts';

export const VERIFY_HOURS = 24;
export const RESET_HOURS = 1;

/** Who an account e-mail goes to: its address, the name it greets and the language it is written in. */
export type MailReader = { email: string; firstName: string; language: TLanguage };

/** The texts of an account message with one link (verification, reset, e-mail change). */
export type AccountTexts = {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  footer: string;
};

/** The same message in every interface language (decision 018). */
const VERIFY: Record<TLanguage, AccountTexts> = {
  en: {
    subject: 'Verify your e-mail address for Immora',
    greeting: (name) => `Hello ${name},`,
    body: 'Welcome to Immora! Please confirm that this is your e-mail address to activate your account.',
    action: 'Verify my e-mail address',
    footer: `This link works once and expires in ${VERIFY_HOURS} hours. If you did not create an Immora account, you can ignore this message.`,
  },
  nl: {
    subject: 'Bevestig je e-mailadres voor Immora',
    greeting: (name) => `Hallo ${name},`,
    body: 'Welkom bij Immora! Bevestig dat dit je e-mailadres is om je account te activeren.',
    action: 'Mijn e-mailadres bevestigen',
    footer: `Deze link werkt één keer en vervalt na ${VERIFY_HOURS} uur. Heb je geen account bij Immora aangemaakt, dan mag je dit bericht negeren.`,
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail pour Immora',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Bienvenue sur Immora\u00a0! Veuillez confirmer qu’il s’agit bien de votre adresse e-mail pour activer votre compte.',
    action: 'Confirmer mon adresse e-mail',
    footer: `Ce lien ne fonctionne qu’une seule fois et expire dans ${VERIFY_HOURS}\u00a0heures. Si vous n’avez pas créé de compte Immora, vous pouvez ignorer ce message.`,
  },
  el: {
    subject: 'Επιβεβαιώστε τη διεύθυνση email σας για την Immora',
    greeting: (name) => `Γεια σας ${name},`,
    body: 'Καλώς ήρθατε στην Immora! Επιβεβαιώστε ότι αυτή είναι η διεύθυνση email σας για να ενεργοποιήσετε τον λογαριασμό σας.',
    action: 'Επιβεβαίωση του email μου',
    footer: `Ο σύνδεσμος λειτουργεί μία φορά και λήγει σε ${VERIFY_HOURS} ώρες. Αν δεν δημιουργήσατε λογαριασμό στην Immora, μπορείτε να αγνοήσετε αυτό το μήνυμα.`,
  },
};

const RESET: Record<TLanguage, AccountTexts> = {
  en: {
    subject: 'Reset your Immora password',
    greeting: (name) => `Hello ${name},`,
    body: 'We received a request to reset the password of your Immora account.',
    action: 'Choose a new password',
    footer: `This link works once and expires in ${RESET_HOURS} hour. If you did not ask for it, you can ignore this message: your password stays the same.`,
  },
  nl: {
    subject: 'Stel je wachtwoord voor Immora opnieuw in',
    greeting: (name) => `Hallo ${name},`,
    body: 'We kregen een aanvraag om het wachtwoord van je Immora-account opnieuw in te stellen.',
    action: 'Een nieuw wachtwoord kiezen',
    footer: `Deze link werkt één keer en vervalt na ${RESET_HOURS} uur. Heb je hier niet om gevraagd, dan mag je dit bericht negeren: je wachtwoord blijft hetzelfde.`,
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Immora',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Immora.',
    action: 'Choisir un nouveau mot de passe',
    footer: `Ce lien ne fonctionne qu’une seule fois et expire dans ${RESET_HOURS}\u00a0heure. Si vous n’avez rien demandé, vous pouvez ignorer ce message\u00a0: votre mot de passe reste inchangé.`,
  },
  el: {
    subject: 'Επαναφορά του κωδικού σας στην Immora',
    greeting: (name) => `Γεια σας ${name},`,
    body: 'Λάβαμε αίτημα επαναφοράς του κωδικού πρόσβασης του λογαριασμού σας στην Immora.',
    action: 'Επιλογή νέου κωδικού',
    footer: `Ο σύνδεσμος λειτουργεί μία φορά και λήγει σε ${RESET_HOURS} ώρα. Αν δεν το ζητήσατε, μπορείτε να αγνοήσετε αυτό το μήνυμα: ο κωδικός σας μένει ίδιος.`,
  },
};

/** A sign-up with an address that has a verified account (decision 043): its owner is told, with no token. */
const ACCOUNT_EXISTS: Record<TLanguage, AccountTexts> = {
  en: {
    subject: 'You already have an Immora account',
    greeting: (name) => `Hello ${name},`,
    body: 'Someone just tried to create an Immora account with this e-mail address, which already has one. If it was you, log in with your password, or choose a new one if you have forgotten it.',
    action: 'Choose a new password',
    footer: 'If it was not you, you can ignore this message: nothing has changed in your account.',
  },
  nl: {
    subject: 'Je hebt al een account bij Immora',
    greeting: (name) => `Hallo ${name},`,
    body: 'Iemand probeerde zonet een Immora-account aan te maken met dit e-mailadres, dat er al een heeft. Was jij het, meld je dan aan met je wachtwoord, of kies een nieuw als je het vergeten bent.',
    action: 'Een nieuw wachtwoord kiezen',
    footer: 'Was jij het niet, dan mag je dit bericht negeren: er is niets veranderd aan je account.',
  },
  fr: {
    subject: 'Vous avez déjà un compte Immora',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Quelqu’un vient d’essayer de créer un compte Immora avec cette adresse e-mail, qui en a déjà un. Si c’était vous, connectez-vous avec votre mot de passe, ou choisissez-en un nouveau si vous l’avez oublié.',
    action: 'Choisir un nouveau mot de passe',
    footer: 'Si ce n’était pas vous, vous pouvez ignorer ce message\u00a0: rien n’a changé dans votre compte.',
  },
  el: {
    subject: 'Έχετε ήδη λογαριασμό στην Immora',
    greeting: (name) => `Γεια σας ${name},`,
    body: 'Κάποιος μόλις προσπάθησε να δημιουργήσει λογαριασμό στην Immora με αυτή τη διεύθυνση email, η οποία έχει ήδη λογαριασμό. Αν ήσασταν εσείς, συνδεθείτε με τον κωδικό σας ή επιλέξτε νέο αν τον ξεχάσατε.',
    action: 'Επιλογή νέου κωδικού',
    footer: 'Αν δεν ήσασταν εσείς, μπορείτε να αγνοήσετε αυτό το μήνυμα: τίποτα δεν άλλαξε στον λογαριασμό σας.',
  },
};

/** The message in the reader's language; `to` another address than the account's (a new one to confirm). */
export const accountMail = (
  texts: Record<TLanguage, AccountTexts>,
  kind: string,
  reader: MailReader,
  link: string,
  to = reader.email,
) => {
  const t = texts[reader.language];
  return linkMail({
    to,
    kind,
    language: reader.language,
    subject: t.subject,
    greeting: t.greeting(reader.firstName),
    body: t.body,
    action: t.action,
    link,
    footer: t.footer,
  });
};

export const verificationMail = (reader: MailReader, link: string) => accountMail(VERIFY, 'verify_email', reader, link);

export const resetMail = (reader: MailReader, link: string) => accountMail(RESET, 'reset_password', reader, link);

/** `link` is the forgot-password page: the message carries no token. */
export const accountExistsMail = (reader: MailReader, link: string) =>
  accountMail(ACCOUNT_EXISTS, 'account_exists', reader, link);
