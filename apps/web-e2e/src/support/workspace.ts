import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (apps/web-e2e/src/support → four levels up). */
export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const serverEntry = path.join(workspaceRoot, 'apps/server/dist/server.js');
export const webIndex = path.join(workspaceRoot, 'apps/web/dist/index.html');
