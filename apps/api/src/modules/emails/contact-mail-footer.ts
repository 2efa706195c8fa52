import { isLanguage, type TLanguage } from '@immora/shared/languages';
import { escapeHtml, textMail, type Mail } from '../../lib/mail.ts';

/** Where an e-mail's stop link leads: the page (body) and the one-click API address (headers, RFC 8058). */
export type StopLink = { senderName: string; page: string; api: string };

type FooterTexts = { why: (sender: string) => string; action: (sender: string) => string };

const TEXTS: Record<TLanguage, FooterTexts> = {
  en: {
    why: (s) => `You receive this e-mail from ${s} through Immora.`,
    action: (s) => `Ask ${s} to stop e-mailing you`,
  },
  nl: {
    why: (s) => `U ontvangt deze e-mail van ${s} via Immora.`,
    action: (s) => `Vraag ${s} om u geen e-mails meer te sturen`,
  },
  fr: {
    why: (s) => `Vous recevez cet e-mail de ${s} via Immora.`,
    action: (s) => `Demander à ${s} de ne plus vous écrire`,
  },
  el: {
    why: (s) => `Λαμβάνετε αυτό το e-mail από ${s} μέσω του Immora.`,
    action: (s) => `Ζητήστε από ${s} να μη σας στέλνει άλλα e-mail`,
  },
};

/**
 * An e-mail to a contact (decision 034) with its stop link (decision 062): the sender's text, then
 * a footer in the reader's language saying who sends it and how to ask them to stop, and the
 * List-Unsubscribe headers whose one-click POST adds the refusal.
 */
export function contactMail(opts: {
  to: string;
  language: string;
  subject: string;
  text: string;
  stop: StopLink;
}): Mail {
  const language = isLanguage(opts.language) ? opts.language : 'en';
  const t = TEXTS[language];
  const colon = language === 'fr' ? '\u00a0:' : ':';
  const { senderName, page, api } = opts.stop;
  const base = textMail({ to: opts.to, kind: 'contact', language, subject: opts.subject, text: opts.text });
  const footer = `<p style="font-size:13px;color:#556">${escapeHtml(t.why(senderName))}<br><a href="${escapeHtml(page)}" style="color:#556">${escapeHtml(t.action(senderName))}</a></p>`;
  return {
    ...base,
    text: `${opts.text}\n\n--\n${t.why(senderName)}\n${t.action(senderName)}${colon} ${page}`,
    html: base.html.replace('</body>', `${footer}</body>`),
    headers: { 'List-Unsubscribe': `<${api}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
