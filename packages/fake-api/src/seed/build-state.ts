import { createRandom } from '../state/random.js';
import type { SeedOptions } from '../state/runtime.js';
import { emptyState, type WorkspaceState } from '../state/workspace-state.js';
import { buildCatalogue } from './catalogue.js';
import { scaleCatalogueRows } from './catalogue-scale.js';
import { seedDefault } from './default-seed.js';
import { type FakeApiKeys, SEED_CLIENT_SESSION_ID, SEED_WORKSPACE_ID } from './keys.js';
import { seedScale } from './scale-seed.js';

/** The seeded session has no `expires_at`, so the printed token works however long a run lasts. */
function seedSession(state: WorkspaceState, keys: FakeApiKeys): void {
  state.clientSessions.set(SEED_CLIENT_SESSION_ID, {
    client_session_id: SEED_CLIENT_SESSION_ID,
    user_identifier_key: keys.user_identifier_key,
    created_at: new Date(state.startedAt - 86_400_000).toISOString(),
    token: keys.client_session_token,
    device_count: state.devices.size,
    connected_account_ids: [...state.connectedAccounts.keys()],
    connect_webview_ids: [],
    user_identity_ids: [],
    workspace_id: state.workspace.workspace_id,
  });
}

/** Builds the world for a seed. Ids depend only on the seed, times on `startedAt`. */
export function buildState(
  options: SeedOptions,
  keys: FakeApiKeys,
  baseUrl: string,
  startedAt = Date.now(),
): WorkspaceState {
  const state = emptyState(
    {
      workspace_id: SEED_WORKSPACE_ID,
      name: 'Porchlight Playground',
      is_sandbox: true,
      connect_partner_name: 'Porchlight',
    },
    startedAt,
  );
  // The catalogue seed is the default world with a catalogue of 2,000 models.
  const catalogue =
    options.seed === 'catalogue'
      ? buildCatalogue(createRandom('catalogue:scale'), baseUrl, scaleCatalogueRows())
      : buildCatalogue(createRandom('catalogue'), baseUrl);
  for (const m of catalogue.manufacturers) state.manufacturers.set(m.manufacturer_id, m);
  for (const m of catalogue.models) state.deviceModels.set(m.device_model_id, m);
  if (options.seed === 'default' || options.seed === 'catalogue') seedDefault(state, baseUrl);
  if (options.seed === 'scale') seedScale(state, options, baseUrl);
  seedSession(state, keys);
  return state;
}
