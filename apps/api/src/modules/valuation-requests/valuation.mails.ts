import type { TLanguage } from '@immora/shared/languages';
import { textMail } from '../../lib/mail.ts';

const NB = '\u00a0';

type Visitor = { name: string; email: string; phone: string };

type ProfessionalTexts = {
  subject: (place: string) => string;
  intro: (sender: string) => string;
  crm: string;
};

/** To the professional, in their language (decision 018): a visitor asked them for a free valuation. */
const PROFESSIONAL: Record<TLanguage, ProfessionalTexts> = {
  en: {
    subject: (place) => `New valuation request: ${place}`,
    intro: (sender) => `${sender} asks you for a free valuation of their property through the Immora estimate:`,
    crm: 'The request is in your CRM leads (type Selling, source Website):',
  },
  nl: {
    subject: (place) => `Nieuwe waarderingsaanvraag: ${place}`,
    intro: (sender) => `${sender} vraagt u via de Immora-schatting om een gratis waardering van hun eigendom:`,
    crm: 'De aanvraag staat bij uw CRM-leads (type Verkopen, bron Website):',
  },
  fr: {
    subject: (place) => `Nouvelle demande d’estimation${NB}: ${place}`,
    intro: (sender) => `${sender} vous demande une estimation gratuite de son bien via l’estimation Immora${NB}:`,
    crm: `La demande se trouve dans vos leads CRM (type Vente, source Site web)${NB}:`,
  },
  el: {
    subject: (place) => `Νέο αίτημα εκτίμησης: ${place}`,
    intro: (sender) => `${sender} σας ζητά δωρεάν εκτίμηση του ακινήτου του μέσω της εκτίμησης Immora:`,
    crm: 'Το αίτημα βρίσκεται στους δυνητικούς πελάτες του CRM σας (τύπος Πώληση, πηγή Ιστότοπος):',
  },
};

export function professionalMail(opts: {
  to: string;
  language: TLanguage;
  place: string;
  visitor: Visitor;
  summary: string;
  leadsLink: string;
}) {
  const t = PROFESSIONAL[opts.language];
  const { name, email, phone } = opts.visitor;
  return textMail({
    to: opts.to,
    kind: 'valuationRequest',
    language: opts.language,
    subject: t.subject(opts.place),
    text: `${t.intro(`${name} (${email}, ${phone})`)}\n\n${opts.summary}\n\n${t.crm}\n${opts.leadsLink}\n\nImmora`,
  });
}

type VisitorTexts = {
  subject: string;
  body: (professional: string, place: string) => string;
  why: string;
};

/** To the visitor, in the page's language: the request went to one professional, who will contact them. */
const VISITOR: Record<TLanguage, VisitorTexts> = {
  en: {
    subject: 'Your valuation request has been sent',
    body: (pro, place) =>
      `Thank you. ${pro} has received your request for a free valuation of your property in ${place} and will contact you by e-mail or phone.`,
    why: 'You receive this e-mail because you asked for a valuation on Immora. Your details went to this professional only.',
  },
  nl: {
    subject: 'Uw waarderingsaanvraag is verstuurd',
    body: (pro, place) =>
      `Bedankt. ${pro} heeft uw aanvraag voor een gratis waardering van uw eigendom in ${place} ontvangen en neemt contact met u op per e-mail of telefoon.`,
    why: 'U ontvangt deze e-mail omdat u op Immora een waardering hebt aangevraagd. Uw gegevens gingen alleen naar deze professional.',
  },
  fr: {
    subject: 'Votre demande d’estimation a été envoyée',
    body: (pro, place) =>
      `Merci. ${pro} a reçu votre demande d’estimation gratuite de votre bien à ${place} et vous contactera par e-mail ou par téléphone.`,
    why: 'Vous recevez cet e-mail parce que vous avez demandé une estimation sur Immora. Vos coordonnées n’ont été transmises qu’à ce professionnel.',
  },
  el: {
    subject: 'Το αίτημα εκτίμησής σας στάλθηκε',
    body: (pro, place) =>
      `Ευχαριστούμε. ${pro} έλαβε το αίτημά σας για δωρεάν εκτίμηση του ακινήτου σας στην περιοχή ${place} και θα επικοινωνήσει μαζί σας με e-mail ή τηλέφωνο.`,
    why: 'Λαμβάνετε αυτό το e-mail επειδή ζητήσατε εκτίμηση στο Immora. Τα στοιχεία σας στάλθηκαν μόνο σε αυτόν τον επαγγελματία.',
  },
};

export function visitorMail(opts: {
  to: string;
  language: TLanguage;
  name: string;
  professional: string;
  place: string;
  summary: string;
}) {
  const t = VISITOR[opts.language];
  return textMail({
    to: opts.to,
    kind: 'valuationConfirmation',
    language: opts.language,
    subject: t.subject,
    text: `${opts.name},\n\n${t.body(opts.professional, opts.place)}\n\n${opts.summary}\n\n${t.why}\n\nImmora`,
  });
}
