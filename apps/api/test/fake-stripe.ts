import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Stripe's API: it answers `POST /v1/checkout/sessions` like Stripe does
 * (form-encoded request, a session with an id and a hosted page URL) and keeps what it was sent.
 */
export async function startFakeStripe() {
  const requests: { path: string; auth: string | undefined; form: URLSearchParams }[] = [];
  let next = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push({ path: req.url ?? '', auth: req.headers.authorization, form });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const id = `cs_test_${++next}`;
        res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            url: `https://checkout.stripe.test/pay/${id}`,
            client_reference_id: form.get('client_reference_id'),
            payment_status: 'unpaid',
          }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown path' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Stripe's documented signature: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.body" with the endpoint secret>`. */
export function stripeSignature(body: string, secret: string, at = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
  return `t=${at},v1=${v1}`;
}

/** A `checkout.session.*` event as Stripe sends it. */
export const sessionEvent = (
  type: string,
  session: { id: string; orderId: string; paymentStatus?: 'paid' | 'unpaid' },
) =>
  JSON.stringify({
    id: `evt_${session.id}_${type}`,
    object: 'event',
    type,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        client_reference_id: session.orderId,
        metadata: { orderId: session.orderId },
        payment_status: session.paymentStatus ?? 'paid',
      },
    },
  });
