// `npm start`: the fake API with its seeded workspace and the built playground, side by side.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeApi } from '@porchlight/fake-api';

const API_PORT = Number(process.env.FAKE_API_PORT ?? 8787);
const PLAYGROUND_PORT = Number(process.env.PLAYGROUND_PORT ?? 5173);
const dist = fileURLToPath(new URL('../apps/playground/dist', import.meta.url));
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

function serve(req, res) {
  const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0])).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  let file = join(dist, path);
  if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile())
    file = join(dist, 'index.html');
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}

/** Exits with the variable to set when a port is taken, instead of Node's stack trace. */
function portInUse(error, port, variable) {
  if (error?.code !== 'EADDRINUSE') throw error;
  console.error(
    `Port ${port} is in use (another \`npm start\`?). Stop it, or pick a free port: ${variable}=<port> npm start`,
  );
  process.exit(1);
}

const api = await startFakeApi({ port: API_PORT, seed: 'default' }).catch((error) =>
  portInUse(error, API_PORT, 'FAKE_API_PORT'),
);
const playground = createServer(serve);
await new Promise((resolve, reject) => {
  playground.once('error', reject);
  playground.listen(PLAYGROUND_PORT, '127.0.0.1', resolve);
}).catch((error) => portInUse(error, PLAYGROUND_PORT, 'PLAYGROUND_PORT'));

const link = new URL(`http://127.0.0.1:${PLAYGROUND_PORT}/`);
link.searchParams.set('endpoint', api.url);
link.searchParams.set('publishableKey', api.keys.publishable_key);
link.searchParams.set('userIdentifierKey', api.keys.user_identifier_key);

console.log(`
Porchlight is running.

  Playground   ${link}
  Fake API     ${api.url}

  API key               ${api.keys.api_key}
  Publishable key       ${api.keys.publishable_key}
  User identifier key   ${api.keys.user_identifier_key}
  Client session token  ${api.keys.client_session_token}

Press Ctrl+C to stop.`);

const stop = async () => {
  playground.close();
  await api.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
