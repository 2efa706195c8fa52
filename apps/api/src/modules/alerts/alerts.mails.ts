import type { TLanguage } from '@immora/shared/languages';
import { formatEuro } from '../../lib/mail-format.ts';
import { escapeHtml, type Mail } from '../../lib/mail.ts';
import type { MailReader } from '../auth/auth.mails.ts';

type AlertTexts = {
  subject: (count: number) => string;
  greeting: (name: string) => string;
  searchHeading: (title: string) => string;
  dropsHeading: string;
  dropPrice: (now: string, before: string) => string;
  more: (count: number) => string;
  stopThis: string;
  footer: string;
  stopAll: string;
};

/** The alert e-mail in every interface language (decision 018). */
const TEXTS: Record<TLanguage, AlertTexts> = {
  en: {
    subject: (n) => (n === 1 ? 'Immora alert: 1 listing for you' : `Immora alert: ${n} listings for you`),
    greeting: (name) => `Hello ${name},`,
    searchHeading: (title) => `New listings for your saved search “${title}”:`,
    dropsHeading: 'Price drops on your favourites:',
    dropPrice: (now, before) => `now ${now} (was ${before})`,
    more: (n) => `…and ${n} more`,
    stopThis: 'Stop this alert',
    footer: 'You receive this e-mail because you switched on alerts on Immora.',
    stopAll: 'Stop all alert e-mails',
  },
  nl: {
    subject: (n) => (n === 1 ? 'Immora-melding: 1 zoekertje voor jou' : `Immora-melding: ${n} zoekertjes voor jou`),
    greeting: (name) => `Hallo ${name},`,
    searchHeading: (title) => `Nieuwe zoekertjes voor je bewaarde zoekopdracht ‘${title}’:`,
    dropsHeading: 'Prijsdalingen bij je favorieten:',
    dropPrice: (now, before) => `nu ${now} (was ${before})`,
    more: (n) => `…en nog ${n}`,
    stopThis: 'Deze melding stopzetten',
    footer: 'Je krijgt deze e-mail omdat je meldingen hebt ingeschakeld op Immora.',
    stopAll: 'Alle meldingsmails stopzetten',
  },
  fr: {
    subject: (n) =>
      n === 1 ? 'Alerte Immora\u00a0: 1 annonce pour vous' : `Alerte Immora\u00a0: ${n} annonces pour vous`,
    greeting: (name) => `Bonjour ${name},`,
    searchHeading: (title) => `Nouvelles annonces pour votre recherche «\u00a0${title}\u00a0»\u00a0:`,
    dropsHeading: 'Baisses de prix sur vos favoris\u00a0:',
    dropPrice: (now, before) => `désormais ${now} (au lieu de ${before})`,
    more: (n) => `…et ${n} de plus`,
    stopThis: 'Arrêter cette alerte',
    footer: 'Vous recevez cet e-mail parce que vous avez activé des alertes sur Immora.',
    stopAll: 'Arrêter tous les e-mails d’alerte',
  },
  el: {
    subject: (n) => (n === 1 ? 'Ειδοποίηση Immora: 1 αγγελία για εσάς' : `Ειδοποίηση Immora: ${n} αγγελίες για εσάς`),
    greeting: (name) => `Γεια σας ${name},`,
    searchHeading: (title) => `Νέες αγγελίες για την αποθηκευμένη αναζήτησή σας «${title}»:`,
    dropsHeading: 'Μειώσεις τιμών στα αγαπημένα σας:',
    dropPrice: (now, before) => `τώρα ${now} (πριν ${before})`,
    more: (n) => `…και ${n} ακόμη`,
    stopThis: 'Διακοπή αυτής της ειδοποίησης',
    footer: 'Λαμβάνετε αυτό το email επειδή ενεργοποιήσατε ειδοποιήσεις στην Immora.',
    stopAll: 'Διακοπή όλων των email ειδοποιήσεων',
  },
};

/** A listing line: its title, price (or the drop), city and link. */
export type AlertItem = { title: string; city: string; priceCents: number; previousCents?: number; link: string };

/** One alert's part of the e-mail: a saved search's new matches, or the favourites' price drops. */
export type AlertSection = {
  kind: 'search' | 'priceDrop';
  /** The saved search's title. */
  title: string | null;
  items: AlertItem[];
  /** Matches beyond the listed ones, and where to see them all (the saved search's results). */
  more: { count: number; link: string } | null;
  unsubscribeLink: string;
};

const colonOf = (language: TLanguage) => (language === 'fr' ? '\u00a0:' : ':');

/**
 * The one e-mail of a sweep for a user: a section per alert, each listing with title, price, city
 * and link, each alert with its own 'Stop this alert' link; `listUnsubscribe` is the one-click
 * URL of the List-Unsubscribe headers (RFC 8058).
 */
export function alertMail(
  reader: MailReader,
  sections: AlertSection[],
  links: { unsubscribeAll: string; listUnsubscribe: string },
): Mail {
  const language = reader.language;
  const t = TEXTS[language];
  const colon = colonOf(language);
  const heading = (s: AlertSection) => (s.kind === 'search' ? t.searchHeading(s.title ?? '') : t.dropsHeading);
  const price = (item: AlertItem) =>
    item.previousCents === undefined
      ? formatEuro(item.priceCents, language)
      : t.dropPrice(formatEuro(item.priceCents, language), formatEuro(item.previousCents, language));
  const line = (item: AlertItem) => `${item.title} — ${price(item)} — ${item.city}`;
  const count = sections.reduce((n, s) => n + s.items.length + (s.more?.count ?? 0), 0);

  const text = [
    t.greeting(reader.firstName),
    ...sections.map((s) =>
      [
        heading(s),
        ...s.items.map((item) => `- ${line(item)}\n  ${item.link}`),
        ...(s.more ? [`${t.more(s.more.count)}${colon} ${s.more.link}`] : []),
        `${t.stopThis}${colon} ${s.unsubscribeLink}`,
      ].join('\n'),
    ),
    `${t.footer} ${t.stopAll}${colon} ${links.unsubscribeAll}`,
    'Immora',
  ].join('\n\n');

  const a = (href: string, label: string, style = 'color:#0f1b2d') =>
    `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a>`;
  const muted = 'font-size:13px;color:#556';
  const html = `<!doctype html><html lang="${escapeHtml(language)}"><body style="font-family:Arial,sans-serif;color:#0f1b2d;line-height:1.5">
<p>${escapeHtml(t.greeting(reader.firstName))}</p>
${sections
  .map(
    (s) => `<h2 style="font-size:16px">${escapeHtml(heading(s))}</h2><ul>${s.items
      .map(
        (item) =>
          `<li>${a(item.link, item.title)} — <strong>${escapeHtml(price(item))}</strong> — ${escapeHtml(item.city)}</li>`,
      )
      .join('')}</ul>${s.more ? `<p>${a(s.more.link, t.more(s.more.count))}</p>` : ''}
<p style="${muted}">${a(s.unsubscribeLink, t.stopThis, 'color:#556')}</p>`,
  )
  .join('\n')}
<p style="${muted}">${escapeHtml(t.footer)} ${a(links.unsubscribeAll, t.stopAll, 'color:#556')}</p><p>Immora</p></body></html>`;

  return {
    to: reader.email,
    kind: 'alert',
    subject: t.subject(count),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.listUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
