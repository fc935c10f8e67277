import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The signed-in e2e admin's cookies (written by global-setup.ts; under test-results, never committed). */
export const ADMIN_STATE_FILE = path.resolve(here, '../test-results/.auth/admin.json');
