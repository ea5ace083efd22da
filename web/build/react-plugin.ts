// npm installed @vitejs/plugin-react under web/node_modules (not hoisted), so the root
// vite.config.ts reaches it through this file, whose imports resolve from web/.
export { default as react } from '@vitejs/plugin-react';
