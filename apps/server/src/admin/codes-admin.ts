/** Activation codes and devices as the administrator manages them (console and CLI alike). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { expiryFrom, issueCodes, listCodes, listDevices, type CodeSummary, type DeviceSummary, type IssuedCode } from '../auth/code-service.js';
import { AdminInputError, asInputError } from './admin-error.js';
import { recordAudit } from './audit-log.js';

export interface AdminCode extends CodeSummary {
  note: string | null;
  deviceList: DeviceSummary[];
}

export interface IssueInput {
  days?: number | undefined;
  expires?: string | undefined;
  devices?: number | undefined;
  count?: number | undefined;
  note?: string | null | undefined;
}

const defined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

export async function issueAdminCodes(db: Kysely<Database>, actor: string, input: IssueInput): Promise<IssuedCode[]> {
  if (input.days !== undefined && input.expires !== undefined) throw new AdminInputError('Give either days or an expiry date, not both');
  if (input.expires !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(input.expires)) throw new AdminInputError(`The expiry date must look like 2027-01-31 (got "${input.expires}")`);
  const issued = await asInputError(() => issueCodes(db, defined(input)));
  const first = issued[0];
  if (first) await recordAudit(db, { actor, action: 'codes.issue', target: issued.map((c) => `${c.code.slice(0, 4)}-****-****`).join(', ').slice(0, 200), detail: `${issued.length} code(s), ${first.deviceLimit} devices, until ${first.expiresAt}${first.note ? `, note: ${first.note}` : ''}` });
  return issued;
}

/** Codes matching `query` (hint or note, case-insensitive) and `status`, each with its devices. */
export async function searchCodes(db: Kysely<Database>, filter: { query?: string | undefined; status?: CodeSummary['status'] | undefined } = {}): Promise<AdminCode[]> {
  const [codes, notes, devices] = await Promise.all([listCodes(db), db.selectFrom('activation_codes').select(['id', 'note']).execute(), listDevices(db)]);
  const noteOf = new Map(notes.map((r) => [r.id, r.note]));
  const needle = filter.query?.trim().toLowerCase().replace(/-?\*+/g, '');
  return codes
    .map((code) => ({ ...code, note: noteOf.get(code.id) ?? null, deviceList: devices.filter((d) => d.codeId === code.id) }))
    .filter((code) => !filter.status || code.status === filter.status)
    .filter((code) => !needle || code.hint.toLowerCase().replace(/-?\*+/g, '').includes(needle) || (code.note ?? '').toLowerCase().includes(needle))
    .reverse();
}

async function codeOrFail(db: Kysely<Database>, id: number): Promise<AdminCode> {
  const code = (await searchCodes(db)).find((c) => c.id === id);
  if (!code) throw new AdminInputError(`No activation code with id ${id}`, 404);
  return code;
}

/** Moves the expiry to `days` from now or to the end of the day `expires`; a revoked code stays revoked. */
export async function extendCode(db: Kysely<Database>, actor: string, id: number, input: { days?: number | undefined; expires?: string | undefined }): Promise<AdminCode> {
  const code = await codeOrFail(db, id);
  if (code.status === 'revoked') throw new AdminInputError('A revoked code cannot be extended', 409);
  if ((input.days === undefined) === (input.expires === undefined)) throw new AdminInputError('Give either days or an expiry date');
  if (input.expires !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(input.expires)) throw new AdminInputError(`The expiry date must look like 2027-01-31 (got "${input.expires}")`);
  const expiresAt = await asInputError(async () => expiryFrom(defined(input)).toISOString());
  await db.updateTable('activation_codes').set({ expires_at: expiresAt }).where('id', '=', id).execute();
  await recordAudit(db, { actor, action: 'codes.extend', target: code.hint, detail: `until ${expiresAt} (was ${code.expiresAt})` });
  return codeOrFail(db, id);
}

export async function revokeCodeById(db: Kysely<Database>, actor: string, id: number): Promise<AdminCode> {
  const code = await codeOrFail(db, id);
  if (code.status === 'revoked') return code;
  await db.updateTable('activation_codes').set({ revoked_at: new Date().toISOString() }).where('id', '=', id).execute();
  await recordAudit(db, { actor, action: 'codes.revoke', target: code.hint, detail: `${code.devices} device(s) signed out` });
  return codeOrFail(db, id);
}

/** Removes one device: its next call answers 401 and its stream URLs stop; the code's slot is free again. */
export async function revokeDevice(db: Kysely<Database>, actor: string, id: number): Promise<void> {
  const device = (await listDevices(db)).find((d) => d.id === id);
  if (!device) throw new AdminInputError(`No device with id ${id}`, 404);
  await db.deleteFrom('devices').where('id', '=', id).execute();
  await recordAudit(db, { actor, action: 'devices.revoke', target: device.deviceId, detail: `code ${device.codeHint}` });
}
