import type { TLanguage } from '@immora/shared/languages';
import { DATA_EXPORT_ANCHOR, DATA_EXPORT_VALID_DAYS, PROFILE_PATHS } from '@immora/shared/data-exports';
import type { Role } from '@immora/shared/roles';
import { linkMail } from '../../lib/mail.ts';
import type { AccountTexts } from '../auth/auth.mails.ts';

/** 'Your data is ready' in the reader's language (decision 018): the link opens the profile page's section. */
const READY: Record<TLanguage, AccountTexts> = {
  en: {
    subject: 'Your Immora data is ready to download',
    greeting: (name) => `Hello ${name},`,
    body: 'The copy of your data you asked for is ready: one zip file with a README that explains each file. Sign in and download it from the "Download my data" section of your profile.',
    action: 'Download my data',
    footer: `The download works for ${DATA_EXPORT_VALID_DAYS} days, and only when you are signed in. If you did not ask for it, change your password.`,
  },
  nl: {
    subject: 'Je gegevens bij Immora staan klaar om te downloaden',
    greeting: (name) => `Hallo ${name},`,
    body: 'De kopie van je gegevens die je vroeg staat klaar: één zipbestand met een README die elk bestand uitlegt. Meld je aan en download ze in het onderdeel "Mijn gegevens downloaden" van je profiel.',
    action: 'Mijn gegevens downloaden',
    footer: `De download werkt ${DATA_EXPORT_VALID_DAYS} dagen, en alleen als je aangemeld bent. Heb je hier niet om gevraagd, verander dan je wachtwoord.`,
  },
  fr: {
    subject: 'Vos données Immora sont prêtes à télécharger',
    greeting: (name) => `Bonjour ${name},`,
    body: 'La copie de vos données que vous avez demandée est prête\u00a0: un fichier zip avec un README qui explique chaque fichier. Connectez-vous et téléchargez-la dans la section «\u00a0Télécharger mes données\u00a0» de votre profil.',
    action: 'Télécharger mes données',
    footer: `Le téléchargement fonctionne ${DATA_EXPORT_VALID_DAYS}\u00a0jours, et seulement une fois connecté. Si vous n’avez rien demandé, changez votre mot de passe.`,
  },
  el: {
    subject: 'Τα δεδομένα σας στην Immora είναι έτοιμα για λήψη',
    greeting: (name) => `Γεια σας ${name},`,
    body: 'Το αντίγραφο των δεδομένων σας που ζητήσατε είναι έτοιμο: ένα αρχείο zip με ένα README που εξηγεί κάθε αρχείο. Συνδεθείτε και κατεβάστε το από την ενότητα «Λήψη των δεδομένων μου» του προφίλ σας.',
    action: 'Λήψη των δεδομένων μου',
    footer: `Η λήψη λειτουργεί για ${DATA_EXPORT_VALID_DAYS} ημέρες και μόνο όταν είστε συνδεδεμένοι. Αν δεν το ζητήσατε, αλλάξτε τον κωδικό σας.`,
  },
};

type Reader = { email: string; firstName: string; language: TLanguage; role: Role };

/** The e-mail that says the zip is ready, with the link to the profile page's 'Download my data'. */
export function exportReadyMail(user: Reader, publicUrl: string) {
  const t = READY[user.language];
  // The link only opens the profile page (it carries no token): nothing to hide in the outbox.
  const mail = linkMail({
    to: user.email,
    kind: 'data_export_ready',
    language: user.language,
    subject: t.subject,
    greeting: t.greeting(user.firstName),
    body: t.body,
    action: t.action,
    link: `${publicUrl}${PROFILE_PATHS[user.role]}#${DATA_EXPORT_ANCHOR}`,
    footer: t.footer,
  });
  return { ...mail, secrets: [] };
}
