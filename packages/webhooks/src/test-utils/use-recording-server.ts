import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type RecordingServer, type Reply, startRecordingServer } from './recording-server.js';

/**
 * One recording server for the calling test file: started before its first test, closed after
 * its last, with the request log cleared before each test so every test reads only its own.
 * Call it at the top level of a test file (it registers Vitest hooks).
 */
export function useRecordingServer(): RecordingServer {
  let started: RecordingServer | undefined;
  const server = (): RecordingServer => {
    if (!started) throw new Error('useRecordingServer: the server starts in beforeAll');
    return started;
  };
  beforeAll(async () => {
    started = await startRecordingServer();
  });
  afterAll(() => started?.close());
  beforeEach(() => {
    server().requests.length = 0;
  });
  return {
    get url() {
      return server().url;
    },
    get requests() {
      return server().requests;
    },
    reply: (...replies: Reply[]) => server().reply(...replies),
    close: () => server().close(),
  };
}
