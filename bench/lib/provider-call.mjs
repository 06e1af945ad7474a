// Calls the fake API's provider routes with its seeded API key, for suites that set up or read
// fixtures outside the page under test.

/** `POST <path>` with a JSON body; resolves to the parsed answer. */
export async function providerCall(api, path, body = {}) {
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.keys.api_key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}
