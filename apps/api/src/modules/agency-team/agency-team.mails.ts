import type { AgentRequestStatus } from '@immora/shared/agency-team';
import type { TLanguage } from '@immora/shared/languages';
import { textMail } from '../../lib/mail.ts';
import { accountMail, type AccountTexts, type MailReader, VERIFY_HOURS } from '../auth/auth.mails.ts';

/** The verification message of an agent whose account an agency created (decision 030). */
const INVITE: Record<TLanguage, (agency: string) => AccountTexts> = {
  en: (agency) => ({
    subject: `${agency} added you as an agent on Immora`,
    greeting: (name) => `Hello ${name},`,
    body: `${agency} created an Immora account for you as one of its agents. Please confirm that this is your e-mail address; then sign in with this address and the password the agency gave you.`,
    action: 'Verify my e-mail address',
    footer: `This link works once and expires in ${VERIFY_HOURS} hours. If you do not work with ${agency}, you can ignore this message.`,
  }),
  nl: (agency) => ({
    subject: `${agency} heeft je als makelaar toegevoegd op Immora`,
    greeting: (name) => `Hallo ${name},`,
    body: `${agency} heeft een Immora-account voor je aangemaakt als een van haar makelaars. Bevestig dat dit je e-mailadres is; meld je daarna aan met dit adres en het wachtwoord dat het kantoor je gaf.`,
    action: 'Mijn e-mailadres bevestigen',
    footer: `Deze link werkt één keer en vervalt na ${VERIFY_HOURS} uur. Werk je niet met ${agency}, dan mag je dit bericht negeren.`,
  }),
  fr: (agency) => ({
    subject: `${agency} vous a ajouté comme agent sur Immora`,
    greeting: (name) => `Bonjour ${name},`,
    body: `${agency} a créé un compte Immora pour vous en tant qu’agent de l’agence. Veuillez confirmer qu’il s’agit bien de votre adresse e-mail, puis connectez-vous avec cette adresse et le mot de passe que l’agence vous a donné.`,
    action: 'Confirmer mon adresse e-mail',
    footer: `Ce lien ne fonctionne qu’une seule fois et expire dans ${VERIFY_HOURS}\u00a0heures. Si vous ne travaillez pas avec ${agency}, vous pouvez ignorer ce message.`,
  }),
  el: (agency) => ({
    subject: `Το ${agency} σας πρόσθεσε ως μεσίτη στην Immora`,
    greeting: (name) => `Γεια σας ${name},`,
    body: `Το ${agency} δημιούργησε για εσάς λογαριασμό στην Immora ως έναν από τους μεσίτες του. Επιβεβαιώστε ότι αυτή είναι η διεύθυνση email σας και μετά συνδεθείτε με αυτή τη διεύθυνση και τον κωδικό που σας έδωσε το γραφείο.`,
    action: 'Επιβεβαίωση του email μου',
    footer: `Ο σύνδεσμος λειτουργεί μία φορά και λήγει σε ${VERIFY_HOURS} ώρες. Αν δεν συνεργάζεστε με το ${agency}, μπορείτε να αγνοήσετε αυτό το μήνυμα.`,
  }),
};

export const agentInviteMail = (reader: MailReader, link: string, agency: string) =>
  accountMail(
    { en: INVITE.en(agency), nl: INVITE.nl(agency), fr: INVITE.fr(agency), el: INVITE.el(agency) },
    'agent_invite',
    reader,
    link,
  );

type Decision = Exclude<AgentRequestStatus, 'pending'>;
type DecisionTexts = { subject: (agency: string) => string; text: (name: string, agency: string) => string };

/** The answer to a request to join an agency, in the agent's language. */
const DECISION: Record<TLanguage, Record<Decision, DecisionTexts>> = {
  en: {
    accepted: {
      subject: (agency) => `${agency} accepted your request`,
      text: (name, agency) =>
        `Hello ${name},\n\n${agency} accepted your request to join the agency. You now work for ${agency} on Immora: its listings assigned to you appear in your properties.\n\nImmora`,
    },
    rejected: {
      subject: (agency) => `${agency} declined your request`,
      text: (name, agency) =>
        `Hello ${name},\n\n${agency} declined your request to join the agency. You remain an independent agent on Immora and can ask other agencies.\n\nImmora`,
    },
  },
  nl: {
    accepted: {
      subject: (agency) => `${agency} heeft je aanvraag aanvaard`,
      text: (name, agency) =>
        `Hallo ${name},\n\n${agency} heeft je aanvraag om bij het kantoor te komen aanvaard. Je werkt nu voor ${agency} op Immora: de panden die het je toewijst, verschijnen bij je panden.\n\nImmora`,
    },
    rejected: {
      subject: (agency) => `${agency} heeft je aanvraag afgewezen`,
      text: (name, agency) =>
        `Hallo ${name},\n\n${agency} heeft je aanvraag om bij het kantoor te komen afgewezen. Je blijft een zelfstandige makelaar op Immora en kunt andere kantoren vragen.\n\nImmora`,
    },
  },
  fr: {
    accepted: {
      subject: (agency) => `${agency} a accepté votre demande`,
      text: (name, agency) =>
        `Bonjour ${name},\n\n${agency} a accepté votre demande pour rejoindre l’agence. Vous travaillez désormais pour ${agency} sur Immora\u00a0: les biens qu’elle vous attribue apparaissent dans vos biens.\n\nImmora`,
    },
    rejected: {
      subject: (agency) => `${agency} a refusé votre demande`,
      text: (name, agency) =>
        `Bonjour ${name},\n\n${agency} a refusé votre demande pour rejoindre l’agence. Vous restez agent indépendant sur Immora et pouvez contacter d’autres agences.\n\nImmora`,
    },
  },
  el: {
    accepted: {
      subject: (agency) => `Το ${agency} αποδέχτηκε το αίτημά σας`,
      text: (name, agency) =>
        `Γεια σας ${name},\n\nΤο ${agency} αποδέχτηκε το αίτημά σας να ενταχθείτε στο γραφείο. Τώρα εργάζεστε για το ${agency} στην Immora: τα ακίνητα που σας αναθέτει εμφανίζονται στα ακίνητά σας.\n\nImmora`,
    },
    rejected: {
      subject: (agency) => `Το ${agency} απέρριψε το αίτημά σας`,
      text: (name, agency) =>
        `Γεια σας ${name},\n\nΤο ${agency} απέρριψε το αίτημά σας να ενταχθείτε στο γραφείο. Παραμένετε ανεξάρτητος μεσίτης στην Immora και μπορείτε να απευθυνθείτε σε άλλα γραφεία.\n\nImmora`,
    },
  },
};

export function agentRequestDecisionMail(reader: MailReader, agency: string, decision: Decision) {
  const t = DECISION[reader.language][decision];
  return textMail({
    to: reader.email,
    kind: `agent_request_${decision}`,
    language: reader.language,
    subject: t.subject(agency),
    text: t.text(reader.firstName, agency),
  });
}
