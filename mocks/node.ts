import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { resetScenario } from './scenario';
import { resetMockDb } from './persistence/snapshot';

/** msw/node host for vitest: `server.listen()` in beforeAll, `resetMockDb()` between tests that need a clean seed. */
export const server = setupServer(...handlers);

export { resetMockDb, resetScenario };
export { listEmails } from './mailbox';
export { updateScenario } from './scenario';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';
