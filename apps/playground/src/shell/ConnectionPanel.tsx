import { type FormEvent, useState } from 'react';
import type { Connection } from './connection.js';

interface ConnectionPanelProps {
  connection: Connection;
  onConnect(connection: Connection): void;
}

/** Lets the person point the playground at another endpoint or credentials. */
export function ConnectionPanel({ connection, onConnect }: ConnectionPanelProps) {
  const [endpoint, setEndpoint] = useState(connection.endpoint);
  const [mode, setMode] = useState(connection.mode);
  const [publishableKey, setPublishableKey] = useState(
    connection.mode === 'publishable-key' ? connection.publishableKey : '',
  );
  const [userIdentifierKey, setUserIdentifierKey] = useState(
    connection.mode === 'publishable-key' ? connection.userIdentifierKey : '',
  );
  const [clientSessionToken, setClientSessionToken] = useState(
    connection.mode === 'client-session-token' ? connection.clientSessionToken : '',
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConnect(
      mode === 'client-session-token'
        ? { endpoint, mode, clientSessionToken }
        : { endpoint, mode, publishableKey, userIdentifierKey },
    );
  };

  return (
    <form className="playground-connection" aria-label="Connection" onSubmit={submit}>
      <label>
        Endpoint
        <input value={endpoint} onChange={(e) => setEndpoint(e.target.value)} type="url" required />
      </label>
      <fieldset>
        <legend>Credentials</legend>
        <label>
          <input
            type="radio"
            name="mode"
            checked={mode === 'publishable-key'}
            onChange={() => setMode('publishable-key')}
          />
          Publishable key
        </label>
        <label>
          <input
            type="radio"
            name="mode"
            checked={mode === 'client-session-token'}
            onChange={() => setMode('client-session-token')}
          />
          Client session token
        </label>
      </fieldset>
      {mode === 'publishable-key' ? (
        <>
          <label>
            Publishable key
            <input
              value={publishableKey}
              onChange={(e) => setPublishableKey(e.target.value)}
              required
            />
          </label>
          <label>
            User identifier key
            <input
              value={userIdentifierKey}
              onChange={(e) => setUserIdentifierKey(e.target.value)}
              required
            />
          </label>
        </>
      ) : (
        <label>
          Client session token
          <input
            value={clientSessionToken}
            onChange={(e) => setClientSessionToken(e.target.value)}
            required
          />
        </label>
      )}
      <button type="submit">Connect</button>
    </form>
  );
}
