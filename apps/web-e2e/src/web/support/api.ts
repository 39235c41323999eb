/** Direct API calls the tests use to find ids (a separate device of the same code). */
export async function lookupClient(baseUrl: string, code: string) {
  const deviceId = `web-${Date.now()}lookup`;
  const response = await fetch(`${baseUrl}/api/v1/auth/activate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, device_id: deviceId, device_info: 'e2e lookup', app_platform: 'web', app_version: '1.0.0' }),
  });
  if (!response.ok) throw new Error(`lookup activation failed: ${response.status} ${await response.text()}`);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return async function get<T>(path: string): Promise<T> {
    const answer = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}`, 'x-device-id': deviceId } });
    if (!answer.ok) throw new Error(`GET ${path}: ${answer.status}`);
    return (await answer.json()) as T;
  };
}
