import { isPendingId } from './cart-lines';
import { CART_TEXT } from './messages';

export type CartIntent = 'add' | 'increase' | 'decrease';

export type CartStep =
  | { kind: 'login'; message: string }
  | { kind: 'missing-id' }
  | { kind: 'create' }
  | { kind: 'update'; qty: number }
  | { kind: 'delete' };

/**
 * SPEC.md §4–5 add control: a visitor is sent to sign in; plus adds one; minus takes one away,
 * or removes the line at quantity 1; changing a quantity needs the line's id.
 */
export function cartStep(
  intent: CartIntent,
  { signedIn, line }: { signedIn: boolean; line?: { _id?: string; quantity: number } | null },
): CartStep {
  if (!signedIn) {
    return {
      kind: 'login',
      message: intent === 'add' ? CART_TEXT.loginToAdd : CART_TEXT.loginToChange,
    };
  }
  if (intent === 'add') return { kind: 'create' };
  if (!line?._id || isPendingId(line._id)) return { kind: 'missing-id' };
  if (intent === 'increase') return { kind: 'update', qty: line.quantity + 1 };
  return line.quantity <= 1 ? { kind: 'delete' } : { kind: 'update', qty: line.quantity - 1 };
}
