import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server saw it. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * What to answer: a status and a JSON body, or `'hang'` / `'drop'` to simulate failures. With
 * `cut`, the status and the start of `raw` are sent, then the body stalls or the socket drops.
 */
export type Reply =
  | {
      status: number;
      body?: unknown;
      headers?: Record<string, string>;
      raw?: string;
      cut?: 'hang' | 'drop';
    }
  | 'hang'
  | 'drop';

/** A real HTTP server on 127.0.0.1 (free port) that records requests and plays scripted replies. */
export interface RecordingServer {
  url: string;
  requests: RecordedRequest[];
  /** Replies used in order; the last one repeats. */
  reply(...replies: Reply[]): void;
  close(): Promise<void>;
}

export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  let replies: Reply[] = [{ status: 204 }];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const reply = (replies.length > 1 ? replies.shift() : replies[0]) as Reply;
      if (reply === 'hang') return;
      if (reply === 'drop') {
        req.socket.destroy();
        return;
      }
      const text = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
      if (reply.cut) {
        // Announce more than we send, so the client is still waiting for body bytes.
        res.writeHead(reply.status, {
          'content-type': 'application/json',
          'content-length': String(text.length + 100),
        });
        res.write(text);
        if (reply.cut === 'drop') setTimeout(() => req.socket.destroy(), 20);
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply(...next) {
      replies = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
