import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the local server saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** Answers one request; may write to `res` directly (e.g. to destroy the socket). */
export type Handler = (request: RecordedRequest, res: ServerResponse) => void | Promise<void>;

/** A real HTTP server on 127.0.0.1 with a free port, recording every request. */
export interface LocalServer {
  url: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
}

/** Sends a JSON body with a status and a request id header. */
export const sendJson = (
  res: ServerResponse,
  status: number,
  body: unknown,
  requestId = 'req_test',
): void => {
  res.writeHead(status, { 'content-type': 'application/json', 'seam-request-id': requestId });
  res.end(JSON.stringify(body));
};

/** Starts a server; `handler` decides every answer. */
export const startServer = async (handler: Handler): Promise<LocalServer> => {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: text === '' ? undefined : JSON.parse(text),
      };
      requests.push(recorded);
      Promise.resolve(handler(recorded, res)).catch((error: unknown) => {
        sendJson(res, 500, { error: { type: 'test_handler_failed', message: String(error) } });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
