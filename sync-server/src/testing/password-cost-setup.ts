// Vitest set-up file of the server's and the browser tests' projects: users created in tests
// get a cheap password hash (see usePasswordCostForTests); a server started as in production
// keeps the production cost (auth/password.test.ts checks both).
import { usePasswordCostForTests } from '../auth/password';

usePasswordCostForTests();
