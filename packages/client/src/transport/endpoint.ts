/**
 * Why an endpoint cannot be used, or undefined when it can: the client refuses such an endpoint
 * at construction, and telemetry sends nothing to it.
 */
export function endpointProblem(endpoint: string): string | undefined {
  if (!/^https?:\/\/[^/]/.test(endpoint)) return 'endpoint must be an absolute http(s) URL';
  // Each request appends its path to the endpoint as text. A space (or a newline the URL parser
  // drops) then lands in the host or the path (`/%20/devices/list`, `//devices/list`), and a query
  // or fragment swallows the path, so every call would fail as "not found" or as a network error
  // claiming a write may have been processed, instead of at construction.
  if (/\s|[^\x20-\x7e\u00a0-\uffff]/.test(endpoint)) {
    return 'endpoint contains whitespace, a line break or a control character (often a trailing newline read from a file or environment variable): pass the URL alone';
  }
  if (/[?#]/.test(endpoint)) {
    return 'endpoint must not contain a query (?…) or a fragment (#…): every request appends its path to the endpoint';
  }
  // Credentials in the URL would travel with every request and show up in logs and errors.
  if (hasUserInfo(endpoint)) {
    return 'endpoint must not contain a user name or password: pass credentials as apiKey, clientSessionToken or personalAccessToken';
  }
  return undefined;
}

const hasUserInfo = (endpoint: string): boolean => {
  try {
    const url = new URL(endpoint);
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
};
