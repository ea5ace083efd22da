// The dictionary check of the password policy, in a chunk of its own: imported only by
// `chosen-password-problem.ts`, on demand (the dictionaries stay out of /login and of the
// service worker's precache, see vite.config.ts).
export { checkChosenPassword } from '@risema/finance-core/password-strength';
