/** Replaces every occurrence of the given secrets in a text, so no credential leaks into errors. */
export const redact = (text: string, secrets: readonly string[]): string => {
  let result = text;
  for (const secret of secrets) {
    if (secret.length > 0) result = result.split(secret).join('[redacted]');
  }
  return result;
};
