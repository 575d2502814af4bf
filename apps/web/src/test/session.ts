import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@zina/shared/constants';
import type { PublicUser } from '@zina/shared/schemas/user';
import { useSession } from '../lib/session-store';

/** The token a signed-in test holds, and the one routes marked `signedIn` accept. */
export const ACCESS_TOKEN = 'access-1';
export const REFRESH_TOKEN = 'refresh-1';

/** A customer as GET /api/user/user-details answers. */
export const CUSTOMER: PublicUser = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  name: 'Salma Benali',
  email: 'salma@example.ma',
  avatar: '',
  mobile: '+212612345678',
  verify_email: true,
  googleLinked: false,
  last_login_date: null,
  status: 'Active',
  role: 'USER',
  address_details: [],
  shopping_cart: [],
  orderHistory: [],
};

export const ADMIN: PublicUser = {
  ...CUSTOMER,
  _id: 'adadadadadadadadadadadad',
  name: 'Yasmine Admin',
  email: 'admin@zina.ma',
  mobile: '',
  role: 'ADMIN',
};

/** An agent of the desk (issue 46): the confirmations and the order list. */
export const AGENT: PublicUser = {
  ...CUSTOMER,
  _id: 'abababababababababababab',
  name: 'Karim Agent',
  email: 'karim@zina.ma',
  mobile: '',
  role: 'AGENT',
};

/** `user` signed in, as after a sign-in: tokens stored, details loaded. */
export function signIn(user: PublicUser = CUSTOMER) {
  window.localStorage.setItem(ACCESS_TOKEN_KEY, ACCESS_TOKEN);
  window.localStorage.setItem(REFRESH_TOKEN_KEY, REFRESH_TOKEN);
  useSession.getState().setUserDetails(user);
}

export const signInAdmin = () => signIn(ADMIN);
export const signInAgent = () => signIn(AGENT);

/** A user of `role` named `name`, the other fields those of CUSTOMER. */
export const userAs = (role: PublicUser['role'], name: string): PublicUser => ({
  ...CUSTOMER,
  name,
  role,
});
