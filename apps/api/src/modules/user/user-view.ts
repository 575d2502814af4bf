import type { PublicUser } from '@zina/shared/schemas/user';
import type { users } from '../../db/schema';

export function toPublicUser(
  u: typeof users.$inferSelect,
  lists: { addresses?: string[]; cart?: string[]; orders?: string[] } = {},
): PublicUser {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    avatar: u.avatar,
    mobile: u.mobile,
    verify_email: u.verifyEmail,
    googleLinked: u.googleSub !== null,
    last_login_date: u.lastLoginDate ? u.lastLoginDate.toISOString() : null,
    status: u.status,
    role: u.role === 'ADMIN' || u.role === 'AGENT' ? u.role : 'USER',
    address_details: lists.addresses ?? [],
    shopping_cart: lists.cart ?? [],
    orderHistory: lists.orders ?? [],
  };
}
