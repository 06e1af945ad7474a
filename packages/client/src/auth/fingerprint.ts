import { randomId } from '../random-id.js';

/** localStorage key under which the generated fingerprint is kept between page loads. */
export const FINGERPRINT_STORAGE_KEY = 'porchlight_user_fingerprint';

// Storage may be missing (Node), or throw (Safari private mode, sandboxed iframes).
const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
};

/** Returns this browser's fingerprint, creating and storing one when none exists. */
export const getFingerprint = (): string => {
  const store = storage();
  try {
    const existing = store?.getItem(FINGERPRINT_STORAGE_KEY);
    if (existing) return existing;
  } catch {
    // Unreadable storage behaves like no storage.
  }
  const fingerprint = `fingerprint_${randomId()}`;
  try {
    store?.setItem(FINGERPRINT_STORAGE_KEY, fingerprint);
  } catch {
    // A full or read-only storage only costs persistence.
  }
  return fingerprint;
};
