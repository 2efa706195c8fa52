// The end-to-end test bed: a local SMTP catcher, a local OAuth provider standing in for Google
// and Microsoft, a local fake of their calendar APIs, and the built Immora server wired to them; plus a small control API the tests
// use to read caught e-mails and steer the provider. Started by playwright.config.ts.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';
import { SMTPServer } from 'smtp-server';
import { startFakeCalendar } from '../../apps/api/test/fake-calendar.mjs';

const env = process.env;
const port = Number(env.PORT);
const controlPort = Number(env.E2E_CONTROL_PORT);
const smtpPort = Number(env.E2E_SMTP_PORT);
const oauthPort = Number(env.E2E_OAUTH_PORT);
const host = '127.0.0.1';

/** Listens on its port, or ends the bed saying which server could not (a port taken since it was chosen). */
function listening(server, port, name) {
  return new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`e2e bed: the ${name} could not listen on ${host}:${port} (${error.code ?? error.message})`)),
    );
    server.listen(port, host, resolve);
  });
}

/** Undoes RFC 2047 encoded words in a header ('=?UTF-8?Q?R=C3=A9initialisez?='); adjacent ones join. */
function decodeWords(value) {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset, kind, text) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(
            text
              .replace(/_/g, ' ')
              .replace(/%/g, '%25')
              .replace(/=([0-9A-F]{2})/gi, '%$1'),
          ),
    );
}

/** Undoes a part's transfer encoding (base64 or quoted-printable). */
function decodePart(body, encoding) {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  return body
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

/** The parts of a multipart message that carry a filename (a calendar invitation), decoded. */
function attachments(raw) {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) => m[1]);
  return boundaries
    .flatMap((b) => raw.split(`--${b}`).slice(1, -1))
    .flatMap((part) => {
      const split = part.indexOf('\r\n\r\n');
      const head = part.slice(0, split).replace(/\r\n\s+/g, ' ');
      const filename = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1];
      if (!filename) return [];
      const encoding = /Content-Transfer-Encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
      const contentType = /Content-Type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim() ?? '';
      return [{ filename, contentType, content: decodePart(part.slice(split + 4).replace(/\r\n$/, ''), encoding) }];
    });
}

/** Decodes the quoted-printable or base64 body parts of a raw message well enough to read its text and links. */
function decode(raw) {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const header = (name) =>
    new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  let body = rest.join('\n\n');
  // Quoted-printable escapes are UTF-8 bytes: a run of them is one string ('=C3=A9' is 'é').
  body = body
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
  body = body.replace(/^([A-Za-z0-9+/=]{60,}\r?\n)+/gm, (block) => {
    try {
      return Buffer.from(block.replace(/\s/g, ''), 'base64').toString('utf8');
    } catch {
      return block;
    }
  });
  return {
    to: header('To')
      .replace(/.*<(.+)>.*/, '$1')
      .trim()
      .toLowerCase(),
    subject: decodeWords(header('Subject')).trim(),
    text: body,
    attachments: attachments(raw),
  };
}

const mails = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      mails.push({ ...decode(Buffer.concat(chunks).toString('utf8')), date: new Date().toISOString() });
      done();
    });
  },
});
await listening(smtp, smtpPort, 'SMTP catcher');

const oauth = new OAuth2Server();
await oauth.issuer.keys.generate('RS256');
await oauth.start(oauthPort, host);
let nextEmail = 'nobody@example.be';
let failNext = false;
oauth.service.on('beforeUserinfo', (res) => {
  res.body = { sub: nextEmail, email: nextEmail, email_verified: true };
});
oauth.service.on('beforeResponse', (res) => {
  if (failNext) {
    failNext = false;
    res.statusCode = 400;
    res.body = { error: 'invalid_grant', error_description: 'The code was refused by the test provider' };
  }
});

const calendar = await startFakeCalendar();

const control = createServer(async (req, res) => {
  const url = new URL(req.url, `http://${host}`);
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
  res.setHeader('content-type', 'application/json');
  if (req.method === 'GET' && url.pathname === '/mails') {
    const to = url.searchParams.get('to')?.toLowerCase();
    return res.end(JSON.stringify(mails.filter((m) => !to || m.to === to)));
  }
  if (req.method === 'POST' && url.pathname === '/oauth/next-email') {
    nextEmail = String(body.email);
    return res.end('{}');
  }
  if (req.method === 'POST' && url.pathname === '/oauth/fail-next') {
    failNext = true;
    return res.end('{}');
  }
  if (req.method === 'POST' && url.pathname === '/calendar/fail-next') {
    calendar.failNext(1, 500);
    return res.end('{}');
  }
  if (req.method === 'GET' && url.pathname === '/calendar/events') {
    return res.end(JSON.stringify(calendar.events(url.searchParams.get('provider') === 'graph' ? 'graph' : 'google')));
  }
  res.statusCode = 404;
  res.end('{}');
});
await listening(control, controlPort, 'control API');

const issuer = `http://${host}:${oauthPort}`;
const provider = (prefix) => ({
  [`${prefix}_CLIENT_ID`]: `immora-e2e-${prefix.toLowerCase()}`,
  [`${prefix}_CLIENT_SECRET`]: 'e2e-secret',
  [`${prefix}_AUTH_URL`]: `${issuer}/authorize`,
  [`${prefix}_TOKEN_URL`]: `${issuer}/token`,
  [`${prefix}_USERINFO_URL`]: `${issuer}/userinfo`,
});
const app = spawn(process.execPath, ['apps/api/dist/server.js'], {
  stdio: 'inherit',
  env: {
    ...env,
    PORT: String(port),
    HOST: host,
    PUBLIC_URL: `http://${host}:${port}`,
    SMTP_URL: `smtp://${host}:${smtpPort}`,
    // Alert e-mails (decision 024) are swept every 2 s, so a journey sees them arrive.
    ALERTS_INTERVAL_SECONDS: env.ALERTS_INTERVAL_SECONDS ?? '2',
    // Data exports are built every 2 s, so 'Download my data' turns ready while a journey waits (decision 063).
    DATA_EXPORT_SECONDS: env.DATA_EXPORT_SECONDS ?? '2',
    // A closed account is erased 90 s after closing (a sign-in and reopening fit well within it on a busy
    // machine) by a sweep every 2 s (decision 061; e2e/privacy-lifecycle.spec.ts). No other journey closes accounts.
    ACCOUNT_ERASURE_DAYS: env.ACCOUNT_ERASURE_DAYS ?? String(90 / 86_400),
    ACCOUNT_ERASURE_SWEEP_SECONDS: env.ACCOUNT_ERASURE_SWEEP_SECONDS ?? '2',
    // Every journey signs up its own accounts, all from 127.0.0.1 (config.ts: SIGNUP_LIMIT).
    SIGNUP_LIMIT: '1000',
    // …and verifies each of them from there too (the suite passed 30 a quarter hour in session 23).
    VERIFY_EMAIL_LIMIT: '1000',
    // …and reports listings as a guest in several journeys (trust-safety.spec.ts).
    REPORT_LIMIT: '1000',
    // Estimates too (issue 34): the accessibility spec and the estimate journeys ask for many at once.
    ESTIMATE_LIMIT: '1000',
    ...provider('GOOGLE'),
    ...provider('MICROSOFT'),
    ...calendar.env(),
  },
});

const stop = async () => {
  app.kill('SIGTERM');
  await oauth.stop().catch(() => undefined);
  await calendar.stop().catch(() => undefined);
  smtp.close();
  control.close();
};
app.on('exit', (code) => {
  void stop().then(() => process.exit(code ?? 0));
});
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
