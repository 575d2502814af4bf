/** The account menu's label: the user's name, else their phone. */
export const displayName = (user: { name: string; mobile: string }) =>
  user.name || user.mobile || 'Mon compte';
