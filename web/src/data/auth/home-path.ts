// The landing paths are derived from the route table; this module keeps the data layer's and the
// screens' old import path working.
export { LOGIN_PATH, homePathFor } from '../../app/routes';
