import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { useLocation, useNavigate } from 'react-router';
import type { CartItem } from '@zina/shared/schemas/cart';
import type { CartLine } from '../../lib/cart-context';
import type { CartProduct } from '../../lib/product-action';
import { useSession } from '../../lib/session-store';
import { addToCart } from './api/add-to-cart';
import { deleteCartItem } from './api/delete-cart-item';
import { cartQueryKey } from './api/get-cart';
import { updateCartQty } from './api/update-cart-qty';
import { cartErrorText } from './lib/cart-error';
import { PENDING_ID_PREFIX } from './lib/cart-lines';
import { CART_TEXT } from './lib/messages';
import { cartStep, type CartIntent } from './lib/stepper';

const MUTATION_KEY = ['cart-change'];

type Snapshot = { previous: CartItem[] | undefined } | undefined;

/**
 * The cart's changes, shown at once (optimistic) and rolled back with the SPEC.md §8 text when
 * the server refuses. The cart is read again once the last pending change has settled, so rapid
 * clicks never flicker back to an intermediate answer.
 */
function useCartMutations() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => (s.status === 'signed-in' ? s.user._id : null));
  const key = cartQueryKey(userId);

  const change = async (edit: (items: CartItem[]) => CartItem[]): Promise<Snapshot> => {
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData<CartItem[]>(key);
    queryClient.setQueryData<CartItem[]>(key, (items) => edit(items ?? []));
    return { previous };
  };
  const rollback = (snapshot: Snapshot) => {
    if (snapshot) queryClient.setQueryData(key, snapshot.previous);
  };
  const settle = () => {
    if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) === 1) {
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    }
  };

  const add = useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: (product: CartProduct) => addToCart(product._id),
    onMutate: (product) =>
      change((items) => {
        if (items.some((i) => i.productId?._id === product._id)) {
          return items.map((i) =>
            i.productId?._id === product._id ? { ...i, quantity: i.quantity + 1 } : i,
          );
        }
        const now = new Date().toISOString();
        const line: CartItem = {
          _id: `${PENDING_ID_PREFIX}${product._id}`,
          productId: product,
          productName: product.name,
          quantity: 1,
          userId: userId ?? '',
          createdAt: now,
          updatedAt: now,
        };
        return [...items, line];
      }),
    onSuccess: (body, product) => {
      const saved = body.data;
      // The line gets its real id at once, so its stepper works before the cart is read again.
      if (saved) {
        queryClient.setQueryData<CartItem[]>(key, (items) =>
          items?.map((i) =>
            i.productId?._id === product._id
              ? { ...saved, productId: saved.productId ?? product }
              : i,
          ),
        );
      }
      toast.success(body.message || CART_TEXT.added);
    },
    onError: (error, _product, snapshot) => {
      rollback(snapshot);
      toast.error(cartErrorText(error, CART_TEXT.addFailed));
    },
    onSettled: settle,
  });

  const setQty = useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: ({ line, qty }: { line: CartLine; qty: number }) =>
      updateCartQty({ _id: line._id, qty }),
    onMutate: ({ line, qty }) =>
      change((items) => items.map((i) => (i._id === line._id ? { ...i, quantity: qty } : i))),
    onSuccess: (_body, { line, qty }) => {
      toast.success(qty > line.quantity ? CART_TEXT.increased : CART_TEXT.decreased);
    },
    onError: (error, _vars, snapshot) => {
      rollback(snapshot);
      toast.error(cartErrorText(error, CART_TEXT.updateFailed));
    },
    onSettled: settle,
  });

  const remove = useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: ({ id }: { id: string; done: string }) => deleteCartItem(id),
    onMutate: ({ id }) => change((items) => items.filter((i) => i._id !== id)),
    onSuccess: (_body, { done }) => {
      toast.success(done);
    },
    onError: (error, _vars, snapshot) => {
      rollback(snapshot);
      toast.error(cartErrorText(error, CART_TEXT.deleteFailed));
    },
    onSettled: settle,
  });

  return { add, setQty, remove };
}

/** What the add control and the panel do, with the sign-in and line rules of SPEC.md §4–5. */
export function useCartActions() {
  const navigate = useNavigate();
  const location = useLocation();
  // A stored token whose details are still loading counts as signed in: the call carries it.
  const signedIn = useSession((s) => s.status !== 'anonymous');
  const { add, setQty, remove } = useCartMutations();

  const run = (intent: CartIntent, product: CartProduct, line?: CartLine) => {
    const step = cartStep(intent, { signedIn, line });
    switch (step.kind) {
      case 'login':
        toast.error(step.message);
        void navigate('/login', { state: { from: location, message: step.message } });
        return;
      case 'missing-id':
        toast.error(CART_TEXT.detailsMissing);
        return;
      case 'create':
        add.mutate(product);
        return;
      case 'update':
        if (line) setQty.mutate({ line, qty: step.qty });
        return;
      case 'delete':
        if (line) remove.mutate({ id: line._id, done: CART_TEXT.removed });
        return;
    }
  };

  return {
    add: (product: CartProduct) => run('add', product),
    increase: (line: CartLine) => run('increase', line.productId, line),
    decrease: (line: CartLine) => run('decrease', line.productId, line),
    /** 'Supprimer' on a line whose product is gone. */
    removeUnavailable: (id: string) => remove.mutate({ id, done: CART_TEXT.unavailableRemoved }),
  };
}
