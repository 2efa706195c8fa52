import type { TLanguage } from '@immora/shared/languages';
import { textMail } from '../../lib/mail.ts';

type Enquiry = { name: string; email: string; phone?: string | undefined; message: string };
type LeadTexts = { subject: (title: string) => string; wrote: (sender: string, title: string) => string };

const NB = '\u00a0';

/** The same message in every interface language (decision 018); the visitor's own words stay as written. */
const LEAD: Record<TLanguage, LeadTexts> = {
  en: { subject: (title) => `New enquiry: ${title}`, wrote: (sender, title) => `${sender} wrote about "${title}":` },
  nl: {
    subject: (title) => `Nieuwe vraag: ${title}`,
    wrote: (sender, title) => `${sender} schreef over "${title}":`,
  },
  fr: {
    subject: (title) => `Nouvelle demande${NB}: ${title}`,
    wrote: (sender, title) => `${sender} vous écrit à propos de «${NB}${title}${NB}»${NB}:`,
  },
  el: {
    subject: (title) => `Νέο αίτημα: ${title}`,
    wrote: (sender, title) => `${sender} έγραψε σχετικά με «${title}»:`,
  },
};

/** A contact request, to the agent or owner in their language. */
export function leadMail(opts: { to: string; language: TLanguage; title: string; link: string; enquiry: Enquiry }) {
  const { name, email, phone, message } = opts.enquiry;
  const t = LEAD[opts.language];
  const sender = `${name} (${email}${phone ? `, ${phone}` : ''})`;
  return textMail({
    to: opts.to,
    kind: 'lead',
    language: opts.language,
    subject: t.subject(opts.title),
    text: `${t.wrote(sender, opts.title)}\n\n${message}\n\n${opts.link}`,
  });
}
