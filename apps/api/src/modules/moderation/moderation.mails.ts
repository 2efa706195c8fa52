import type { TLanguage } from '@immora/shared/languages';
import type { TCaseAction } from '@immora/shared/trust';
import { textMail } from '../../lib/mail.ts';
import { mailDate } from '../account-closure/account-closure.mails.ts';

const NB = '\u00a0';

type ReporterTexts = { subject: string; acted: string; noAction: string; thanks: string };

/** To whoever reported, in the language of their report: the case is decided. */
const REPORTER: Record<TLanguage, ReporterTexts> = {
  en: {
    subject: 'We have looked at your report',
    acted: 'Thank you for your report. We looked at it and took action.',
    noAction: 'Thank you for your report. We looked at it and found nothing that breaks our rules.',
    thanks: 'Reports like yours keep Immora safe for everyone.',
  },
  nl: {
    subject: 'We hebben uw melding bekeken',
    acted: 'Bedankt voor uw melding. We hebben ze bekeken en maatregelen genomen.',
    noAction: 'Bedankt voor uw melding. We hebben ze bekeken en niets gevonden dat onze regels overtreedt.',
    thanks: 'Meldingen zoals de uwe houden Immora veilig voor iedereen.',
  },
  fr: {
    subject: 'Nous avons examiné votre signalement',
    acted: 'Merci pour votre signalement. Nous l’avons examiné et avons pris des mesures.',
    noAction: 'Merci pour votre signalement. Nous l’avons examiné et n’avons rien trouvé de contraire à nos règles.',
    thanks: 'Des signalements comme le vôtre rendent Immora plus sûr pour tous.',
  },
  el: {
    subject: 'Εξετάσαμε την αναφορά σας',
    acted: 'Σας ευχαριστούμε για την αναφορά σας. Την εξετάσαμε και λάβαμε μέτρα.',
    noAction:
      'Σας ευχαριστούμε για την αναφορά σας. Την εξετάσαμε και δεν βρήκαμε τίποτα που να παραβιάζει τους κανόνες μας.',
    thanks: 'Αναφορές σαν τη δική σας κρατούν το Immora ασφαλές για όλους.',
  },
};

export function reporterMail(opts: { to: string; language: TLanguage; acted: boolean }) {
  const t = REPORTER[opts.language];
  return textMail({
    to: opts.to,
    kind: 'reportDecided',
    language: opts.language,
    subject: t.subject,
    text: `${opts.acted ? t.acted : t.noAction}\n\n${t.thanks}\n\nImmora`,
  });
}

type OwnerAction = Exclude<TCaseAction, 'dismiss'> | 'appeal_declined';
type OwnerTexts = Record<OwnerAction, { subject: string; body: string }> & {
  why: string;
  appeal: string;
  /** A suspended owner cannot sign in: the e-mail's own link, and until when it works (decision 081). */
  appealByLink: (until: string) => string;
  noAppeal: string;
};

/** To the owner, in their language (decision 018): what staff decided and why. */
const OWNER: Record<TLanguage, OwnerTexts> = {
  en: {
    ask_correction: {
      subject: 'Please correct your listing',
      body: 'We ask you to correct your listing. It stays online; a notice shows on it in your dashboard until we have looked at it again.',
    },
    hide_listing: {
      subject: 'We have hidden your listing',
      body: 'We have hidden your listing: visitors no longer see it. You see it in your dashboard, with the reason.',
    },
    suspend_account: {
      subject: 'Your Immora account is suspended',
      body: 'We have suspended your account: you are signed out everywhere, you cannot sign in and your listings are hidden.',
    },
    restore: {
      subject: 'Your listing or account is restored',
      body: 'We have lifted our earlier decision: what we hid is back as it was.',
    },
    appeal_declined: {
      subject: 'We have looked at your appeal',
      body: 'We have looked at your appeal and keep our decision.',
    },
    why: 'Why',
    appeal: 'If you disagree, you can answer once from your dashboard:',
    appealByLink: (until) =>
      `If you disagree, you can answer once on this page, without signing in (the link works until ${until}):`,
    noAppeal: 'Answer this e-mail if you think we made a mistake.',
  },
  nl: {
    ask_correction: {
      subject: 'Verbeter uw zoekertje',
      body: 'We vragen u uw zoekertje te verbeteren. Het blijft online; in uw dashboard staat er een melding bij tot we het opnieuw bekeken hebben.',
    },
    hide_listing: {
      subject: 'We hebben uw zoekertje verborgen',
      body: 'We hebben uw zoekertje verborgen: bezoekers zien het niet meer. U ziet het in uw dashboard, met de reden.',
    },
    suspend_account: {
      subject: 'Uw Immora-account is geschorst',
      body: 'We hebben uw account geschorst: u bent overal afgemeld, u kunt niet aanmelden en uw zoekertjes zijn verborgen.',
    },
    restore: {
      subject: 'Uw zoekertje of account is hersteld',
      body: 'We hebben onze eerdere beslissing opgeheven: wat we verborgen hadden, is terug zoals het was.',
    },
    appeal_declined: {
      subject: 'We hebben uw bezwaar bekeken',
      body: 'We hebben uw bezwaar bekeken en behouden onze beslissing.',
    },
    why: 'Waarom',
    appeal: 'Bent u het er niet mee eens, dan kunt u één keer antwoorden vanuit uw dashboard:',
    appealByLink: (until) =>
      `Bent u het er niet mee eens, dan kunt u één keer antwoorden op deze pagina, zonder aan te melden (de link werkt tot ${until}):`,
    noAppeal: 'Antwoord op deze e-mail als u denkt dat we ons vergist hebben.',
  },
  fr: {
    ask_correction: {
      subject: 'Veuillez corriger votre annonce',
      body: 'Nous vous demandons de corriger votre annonce. Elle reste en ligne ; un avis s’affiche dans votre tableau de bord jusqu’à ce que nous l’ayons revue.',
    },
    hide_listing: {
      subject: 'Nous avons masqué votre annonce',
      body: 'Nous avons masqué votre annonce : les visiteurs ne la voient plus. Vous la voyez dans votre tableau de bord, avec la raison.',
    },
    suspend_account: {
      subject: 'Votre compte Immora est suspendu',
      body: 'Nous avons suspendu votre compte : vous êtes déconnecté partout, vous ne pouvez plus vous connecter et vos annonces sont masquées.',
    },
    restore: {
      subject: 'Votre annonce ou votre compte est rétabli',
      body: 'Nous avons levé notre décision précédente : ce que nous avions masqué est revenu comme avant.',
    },
    appeal_declined: {
      subject: 'Nous avons examiné votre recours',
      body: 'Nous avons examiné votre recours et maintenons notre décision.',
    },
    why: 'Pourquoi',
    appeal: `Si vous n’êtes pas d’accord, vous pouvez répondre une fois depuis votre tableau de bord${NB}:`,
    appealByLink: (until) =>
      `Si vous n’êtes pas d’accord, vous pouvez répondre une fois sur cette page, sans vous connecter (le lien fonctionne jusqu’au ${until})${NB}:`,
    noAppeal: 'Répondez à cet e-mail si vous pensez que nous nous sommes trompés.',
  },
  el: {
    ask_correction: {
      subject: 'Παρακαλούμε διορθώστε την αγγελία σας',
      body: 'Σας ζητάμε να διορθώσετε την αγγελία σας. Παραμένει online· μια ειδοποίηση εμφανίζεται στον πίνακα ελέγχου σας μέχρι να την ξαναδούμε.',
    },
    hide_listing: {
      subject: 'Αποκρύψαμε την αγγελία σας',
      body: 'Αποκρύψαμε την αγγελία σας: οι επισκέπτες δεν τη βλέπουν πια. Εσείς τη βλέπετε στον πίνακα ελέγχου σας, με τον λόγο.',
    },
    suspend_account: {
      subject: 'Ο λογαριασμός σας στο Immora έχει ανασταλεί',
      body: 'Αναστείλαμε τον λογαριασμό σας: αποσυνδεθήκατε παντού, δεν μπορείτε να συνδεθείτε και οι αγγελίες σας είναι κρυφές.',
    },
    restore: {
      subject: 'Η αγγελία ή ο λογαριασμός σας αποκαταστάθηκε',
      body: 'Άρσαμε την προηγούμενη απόφασή μας: ό,τι είχαμε αποκρύψει είναι ξανά όπως ήταν.',
    },
    appeal_declined: {
      subject: 'Εξετάσαμε την ένστασή σας',
      body: 'Εξετάσαμε την ένστασή σας και διατηρούμε την απόφασή μας.',
    },
    why: 'Γιατί',
    appeal: 'Αν διαφωνείτε, μπορείτε να απαντήσετε μία φορά από τον πίνακα ελέγχου σας:',
    appealByLink: (until) =>
      `Αν διαφωνείτε, μπορείτε να απαντήσετε μία φορά σε αυτή τη σελίδα, χωρίς σύνδεση (ο σύνδεσμος ισχύει έως ${until}):`,
    noAppeal: 'Απαντήστε σε αυτό το e-mail αν πιστεύετε ότι κάναμε λάθος.',
  },
};

/**
 * The decision as the owner reads it, with staff's reason, and how to answer it: `appeal` when it
 * may be answered — the owner's case page, or for a suspension (no sign-in) the signed link and
 * until when it works (decision 081), which the outbox does not keep once the e-mail has left.
 */
export function ownerDecisionMail(opts: {
  to: string;
  language: TLanguage;
  action: OwnerAction;
  reason: string;
  appeal: { link: string; until?: Date; secret?: string } | null;
}) {
  const t = OWNER[opts.language];
  const colon = opts.language === 'fr' ? `${NB}:` : ':';
  const { appeal } = opts;
  const how = appeal?.until ? t.appealByLink(mailDate(appeal.until, opts.language)) : t.appeal;
  const next = appeal ? `${how}\n${appeal.link}` : t.noAppeal;
  const mail = textMail({
    to: opts.to,
    kind: `moderation_${opts.action}`,
    language: opts.language,
    subject: t[opts.action].subject,
    text: `${t[opts.action].body}\n\n${t.why}${colon} ${opts.reason}\n\n${next}\n\nImmora`,
  });
  return appeal?.secret ? { ...mail, secrets: [appeal.secret] } : mail;
}
