// Vitest set-up file of the browser tests: users the tests create on the in-process server get a
// cheap password hash, as in the server's own tests (production's cost stays the default).
import { usePasswordCostForTests } from '@risema/sync-server/testing';

usePasswordCostForTests();
