/** Accounts, sessions and passwords. Other modules import from here only. */
export {
  accountRef,
  accountsMatching,
  contactsOf,
  customerContact,
  liveSessionRole,
  lockAccount,
  type Contact,
} from './accounts';
export { googleAccounts } from './google';
export { hashPassword } from './passwords';
export { setRefreshCookie } from './refresh-cookie';
export { userRoutes } from './routes';
