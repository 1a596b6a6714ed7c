import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a receiver got: each request's path, body (the JWT) and headers, in arrival order. */
export interface ReceivedDelivery {
  path: string;
  body: string;
  headers: IncomingHttpHeaders;
}

/**
 * A webhook receiver on loopback for tests: it records every delivery and answers each with the
 * next status of `answers` (200 once they run out), as an endpoint that fails and then recovers.
 */
export async function startWebhookReceiver(): Promise<{
  url: string;
  received: ReceivedDelivery[];
  answers: number[];
  close(): Promise<void>;
}> {
  const received: ReceivedDelivery[] = [];
  const answers: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
        headers: request.headers,
      });
      response.statusCode = answers.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
