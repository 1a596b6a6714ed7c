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
