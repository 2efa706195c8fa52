import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { from: string; to: string[]; raw: string; body: string };

/** Undoes quoted-printable: soft line breaks ('=\r\n') and escaped bytes ('=3D'). */
export function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const flat = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < flat.length; i++) {
    const hex = flat[i] === '=' ? flat.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(flat[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A local SMTP server that keeps every message it receives (no TLS, no auth). */
export async function startSmtpCapture() {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          body: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The messages sent to one address, oldest first. */
    to: (address: string) => messages.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailAttachmentPart = { contentType: string; filename: string | null; content: string };

/**
 * The attachments of a captured multipart message: each part with a filename, its body decoded
 * from base64 or quoted-printable (enough MIME for the messages nodemailer writes).
 */
export function attachmentsOf(raw: string): MailAttachmentPart[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) => m[1]!);
  const parts = boundaries.flatMap((b) => raw.split(`--${b}`).slice(1, -1));
  return parts.flatMap((part) => {
    const split = part.indexOf('\r\n\r\n');
    const head = part.slice(0, split).replace(/\r\n\s+/g, ' ');
    const body = part.slice(split + 4).replace(/\r\n$/, '');
    const filename = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? null;
    if (!filename) return [];
    const encoding = /Content-Transfer-Encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    const content =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintable(body)
          : body;
    const contentType = /Content-Type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim() ?? '';
    return [{ contentType, filename, content }];
  });
}
