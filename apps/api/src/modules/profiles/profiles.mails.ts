import type { TLanguage } from '@immora/shared/languages';
import { textMail } from '../../lib/mail.ts';
import { accountMail, type AccountTexts, type MailReader } from '../auth/auth.mails.ts';

/** How long the link to confirm a new address works. */
export const EMAIL_CHANGE_HOURS = 24;
const NB = '\u00a0';

/** To the new address: follow the link to make it the account's address (decision 022). */
const CONFIRM: Record<TLanguage, AccountTexts> = {
  en: {
    subject: 'Confirm your new e-mail address for Immora',
    greeting: (name) => `Hello ${name},`,
    body: 'You asked to use this address for your Immora account. Confirm it, and it becomes the address you log in with.',
    action: 'Confirm my new e-mail address',
    footer: `This link works once and expires in ${EMAIL_CHANGE_HOURS} hours. Until you follow it, your account keeps its current address. If you did not ask for this, you can ignore this message.`,
  },
  nl: {
    subject: 'Bevestig je nieuwe e-mailadres voor Immora',
    greeting: (name) => `Hallo ${name},`,
    body: 'Je vroeg om dit adres te gebruiken voor je Immora-account. Bevestig het, dan meld je je voortaan met dit adres aan.',
    action: 'Mijn nieuwe e-mailadres bevestigen',
    footer: `Deze link werkt één keer en vervalt na ${EMAIL_CHANGE_HOURS} uur. Tot je hem volgt, houdt je account zijn huidige adres. Heb je hier niet om gevraagd, dan mag je dit bericht negeren.`,
  },
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail pour Immora',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Vous avez demandé à utiliser cette adresse pour votre compte Immora. Confirmez-la et elle deviendra l’adresse avec laquelle vous vous connectez.',
    action: 'Confirmer ma nouvelle adresse e-mail',
    footer: `Ce lien ne fonctionne qu’une seule fois et expire dans ${EMAIL_CHANGE_HOURS}${NB}heures. Tant que vous ne l’avez pas suivi, votre compte garde son adresse actuelle. Si vous n’avez rien demandé, vous pouvez ignorer ce message.`,
  },
  el: {
    subject: 'Επιβεβαιώστε τη νέα διεύθυνση email σας για την Immora',
    greeting: (name) => `Γεια σας ${name},`,
    body: 'Ζητήσατε να χρησιμοποιείτε αυτή τη διεύθυνση για τον λογαριασμό σας στην Immora. Επιβεβαιώστε την και θα γίνει η διεύθυνση με την οποία συνδέεστε.',
    action: 'Επιβεβαίωση της νέας διεύθυνσης email',
    footer: `Ο σύνδεσμος λειτουργεί μία φορά και λήγει σε ${EMAIL_CHANGE_HOURS} ώρες. Μέχρι να τον ακολουθήσετε, ο λογαριασμός σας κρατά την τρέχουσα διεύθυνση. Αν δεν το ζητήσατε, μπορείτε να αγνοήσετε αυτό το μήνυμα.`,
  },
};

/** To the old address: a change was asked for, and what to do if it was not the owner. */
const NOTICE: Record<TLanguage, { subject: string; text: (name: string, address: string) => string }> = {
  en: {
    subject: 'Your Immora e-mail address is about to change',
    text: (name, address) =>
      `Hello ${name},\n\nSomeone signed in to your Immora account asked to change its e-mail address to ${address}. The change takes effect only when the link we sent to that address is followed.\n\nIf this was not you, change your password now and sign out everywhere from your profile.\n\nImmora`,
  },
  nl: {
    subject: 'Het e-mailadres van je Immora-account gaat wijzigen',
    text: (name, address) =>
      `Hallo ${name},\n\nIemand die aangemeld is op je Immora-account vroeg om het e-mailadres te wijzigen in ${address}. De wijziging gaat pas in wanneer de link die we naar dat adres stuurden, gevolgd wordt.\n\nWas jij dit niet? Wijzig dan nu je wachtwoord en meld je overal af vanuit je profiel.\n\nImmora`,
  },
  fr: {
    subject: 'L’adresse e-mail de votre compte Immora va changer',
    text: (name, address) =>
      `Bonjour ${name},\n\nUne personne connectée à votre compte Immora a demandé à remplacer son adresse e-mail par ${address}. Le changement ne prend effet que lorsque le lien envoyé à cette adresse est suivi.\n\nSi ce n’était pas vous, changez dès maintenant votre mot de passe et déconnectez-vous partout depuis votre profil.\n\nImmora`,
  },
  el: {
    subject: 'Η διεύθυνση email του λογαριασμού σας στην Immora πρόκειται να αλλάξει',
    text: (name, address) =>
      `Γεια σας ${name},\n\nΚάποιος συνδεδεμένος στον λογαριασμό σας στην Immora ζήτησε να αλλάξει η διεύθυνση email του σε ${address}. Η αλλαγή ισχύει μόνο όταν ακολουθηθεί ο σύνδεσμος που στείλαμε σε εκείνη τη διεύθυνση.\n\nΑν δεν ήσασταν εσείς, αλλάξτε τώρα τον κωδικό σας και αποσυνδεθείτε παντού από το προφίλ σας.\n\nImmora`,
  },
};

/** The confirmation link, to the new address, in the account's language. */
export const emailChangeMail = (reader: MailReader, newAddress: string, link: string) =>
  accountMail(CONFIRM, 'change_email', reader, link, newAddress);

/** The notice to the current address, in the account's language. */
export function emailChangeNotice(reader: MailReader, newAddress: string) {
  const t = NOTICE[reader.language];
  return textMail({
    to: reader.email,
    kind: 'change_email_notice',
    language: reader.language,
    subject: t.subject,
    text: t.text(reader.firstName, newAddress),
  });
}
