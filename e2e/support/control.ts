import { expect } from '@playwright/test';

/** The e2e test bed's control API (e2e/support/e2e-server.mjs): caught e-mails, the OAuth provider, the fake calendar. */
const base = () => process.env.E2E_CONTROL_URL ?? '';

export type CaughtAttachment = { filename: string; contentType: string; content: string };
export type CaughtMail = { to: string; subject: string; text: string; date: string; attachments: CaughtAttachment[] };

export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const res = await fetch(`${base()}/mails?to=${encodeURIComponent(address)}`);
  return (await res.json()) as CaughtMail[];
}

/** Waits for an e-mail to `address` with a link containing `pathPrefix`, and returns the newest such link. */
export async function latestLink(address: string, pathPrefix: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(address);
        for (const mail of mails.reverse()) {
          const found = mail.text.match(/https?:\/\/[^\s"<>]+/g)?.find((u) => u.includes(pathPrefix));
          if (found) {
            link = found;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `an e-mail to ${address} with a ${pathPrefix} link` },
    )
    .toBe(true);
  return link;
}

export async function nextOAuthEmail(email: string) {
  await fetch(`${base()}/oauth/next-email`, { method: 'POST', body: JSON.stringify({ email }) });
}

export async function failNextOAuth() {
  await fetch(`${base()}/oauth/fail-next`, { method: 'POST' });
}

export type CalendarEvent = { id: string; summary?: string; start?: { dateTime: string } };

/** The events the fake Google Calendar API holds now. */
export async function googleCalendarEvents(): Promise<CalendarEvent[]> {
  return (await (await fetch(`${base()}/calendar/events?provider=google`)).json()) as CalendarEvent[];
}
