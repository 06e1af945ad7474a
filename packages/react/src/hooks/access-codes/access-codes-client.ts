import { PorchlightClientMissingError } from '@porchlight/client';
import { createContext, useContext } from 'react';
import { useClient } from '../../provider/porchlight-context.js';

/** An access code as the hooks return it (a structural subset of the client's `AccessCode`). */
export interface AccessCode {
  access_code_id: string;
  device_id: string;
  name: string | null;
  code: string | null;
  type: string;
  starts_at?: string | null;
  ends_at?: string | null;
  created_at: string;
  errors?: unknown;
  warnings?: unknown;
  is_offline_access_code?: boolean;
}

/** The device fields the access code views read. */
export interface AccessCodeDevice {
  device_id: string;
  capabilities_supported?: string[];
  properties?: { name?: string; locked?: boolean; supported_code_lengths?: number[] };
}

/**
 * The part of `@porchlight/client`'s client the access code hooks call. Structural, so the real
 * client (or a test double) fits without the hooks depending on its construction.
 */
export interface AccessCodesClient {
  accessCodes: {
    list(params: { device_id: string }): Promise<AccessCode[]>;
    get(params: { access_code_id: string }): Promise<AccessCode>;
    create(params: {
      device_id: string;
      name: string;
      code: string;
      starts_at?: string;
      ends_at?: string;
    }): Promise<AccessCode>;
    update(params: {
      access_code_id: string;
      device_id?: string;
      name: string;
      code: string;
      type: 'ongoing' | 'time_bound';
      starts_at?: string;
      ends_at?: string;
    }): Promise<unknown>;
    delete(params: { access_code_id: string }): Promise<unknown>;
    generateCode(params: { device_id: string }): Promise<{ code: string | null }>;
  };
  devices: { get(params: { device_id: string }): Promise<AccessCodeDevice> };
  locks: {
    lockDoor(params: { device_id: string }): Promise<unknown>;
    unlockDoor(params: { device_id: string }): Promise<unknown>;
  };
}

/** Lets tests (or a host) hand the access code hooks a client other than the provider's. */
export const AccessCodesClientContext = createContext<AccessCodesClient | null>(null);

/** The client, or null when none exists yet (queries then stay disabled). */
export function useAccessCodesClient(): AccessCodesClient | null {
  const override = useContext(AccessCodesClientContext);
  // The provider's client satisfies this structural subset; the cast only bridges the generated
  // request types, which are wider than the fields these hooks send.
  const client = useClient() as unknown as AccessCodesClient | null;
  return override ?? client;
}

/** The client for a mutation, or the spec's client-missing error. */
export function requireClient(client: AccessCodesClient | null): AccessCodesClient {
  if (!client) throw new PorchlightClientMissingError();
  return client;
}
