import { create } from 'zustand';
import { ACCESS_TOKEN_KEY } from '@zina/shared/constants';
import type { PublicUser, Role } from '@zina/shared/schemas/user';

/** SPEC.md §3 User; before the details load every field is empty and `_id` is null. */
export interface SessionUser extends Omit<PublicUser, '_id' | 'role' | 'verify_email'> {
  _id: string | null;
  role: Role | '';
  verify_email: boolean | '';
}

export const EMPTY_USER: SessionUser = {
  _id: null,
  name: '',
  email: '',
  avatar: '',
  mobile: '',
  verify_email: '',
  googleLinked: false,
  last_login_date: '',
  status: '',
  role: '',
  address_details: [],
  shopping_cart: [],
  orderHistory: [],
};

/** `loading` while the details of a stored token are being fetched (avoids a flash of Connexion). */
export type SessionStatus = 'anonymous' | 'loading' | 'signed-in';

interface SessionState {
  user: SessionUser;
  status: SessionStatus;
  setUserDetails: (user: PublicUser) => void;
  updateAvatar: (avatar: string) => void;
  setLoading: () => void;
  reset: () => void;
}

const hasStoredToken = () => {
  try {
    return Boolean(window.localStorage.getItem(ACCESS_TOKEN_KEY));
  } catch {
    return false;
  }
};

export const useSession = create<SessionState>()((set) => ({
  user: EMPTY_USER,
  status: hasStoredToken() ? 'loading' : 'anonymous',
  setUserDetails: (user) => set({ user: { ...EMPTY_USER, ...user }, status: 'signed-in' }),
  updateAvatar: (avatar) => set((s) => ({ user: { ...s.user, avatar } })),
  setLoading: () => set({ status: 'loading' }),
  reset: () => set({ user: EMPTY_USER, status: 'anonymous' }),
}));

export const isAdmin = (user: Pick<SessionUser, 'role'>) => user.role === 'ADMIN';

/** An agent of the desk (issue 46): the confirmations and the order list, nothing else. */
export const isAgent = (user: Pick<SessionUser, 'role'>) => user.role === 'AGENT';

/** Someone of the shop's team, who reaches the back office (all of it or the agent's part). */
export const isStaff = (user: Pick<SessionUser, 'role'>) => isAdmin(user) || isAgent(user);
