/** Accounts, sessions and passwords. Other modules import from here only. */
export {
  accountRef,
  accountsMatching,
  contactsOf,
  customerContact,
  lockAccount,
  type Contact,
} from './accounts';
export { googleAccounts } from './google';
export { sessionChecks } from './session-cache';
export { hashPassword } from './passwords';
export { setRefreshCookie } from './refresh-cookie';
export { userRoutes } from './routes';
