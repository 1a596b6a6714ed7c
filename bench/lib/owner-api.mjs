/** Calls the platform as the site owner (its API key); anything but 200 is an error. */
export function ownerCalls(platformUrl, apiKey) {
  return async (method, path, payload) => {
    const response = await fetch(`${platformUrl}${path}`, {
      method,
      headers: { authorization: apiKey, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const text = await response.text();
    if (response.status !== 200) {
      throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
    }
    return JSON.parse(text);
  };
}

/** A POST of JSON to the platform (a visitor's call, with its headers); anything but 200 is an error. */
export async function call(platformUrl, path, body, headers = {}) {
  const response = await fetch(`${platformUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text);
}
