import type { TestApp } from './test-app.js';

/** A newly activated listener (its own code) with its code's row id, for plays and likes written straight to the tables. */
export async function activateListener(t: TestApp) {
  const device = await t.activateDevice();
  const { id } = await t.app.db.selectFrom('devices').select('code_id as id').where('id', '=', device.deviceRowId).executeTakeFirstOrThrow();
  return { headers: device.headers, codeId: id as number, deviceId: device.deviceId };
}
