/** Credentials a started fake API accepts. */
export interface FakeApiKeys {
  api_key: string;
  publishable_key: string;
  user_identifier_key: string;
  client_session_token: string;
}

/** The default seed's deterministic credentials, identical on every start. */
export const SEED_KEYS: Readonly<FakeApiKeys> = Object.freeze({
  api_key: 'seam_apikey1_porchlight_fake',
  publishable_key: 'seam_pk1_porchlight_fake',
  user_identifier_key: 'porchlight-playground-user',
  client_session_token: 'seam_cst1_porchlight_fake',
});

/** Personal access token; it needs the `seam-workspace` header naming the seeded workspace. */
export const SEED_ACCESS_TOKEN = 'seam_at1_porchlight_fake';

/** The seeded workspace id (every seed uses the same one so tokens keep working). */
export const SEED_WORKSPACE_ID = '5e1f0c3a-7a52-4c1b-9d6e-2f8a4b9c0d11';

/** The seeded client session's id. */
export const SEED_CLIENT_SESSION_ID = 'c1e5a7d2-3b4f-4e6a-8c9d-0a1b2c3d4e5f';
