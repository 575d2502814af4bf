import { lazy, Suspense } from 'react';
import { RequireToken } from './components/require-token';
import { DashboardLayout } from './layouts/dashboard-layout';
import { AdminSlotsContext, type AdminSlots } from './lib/admin-slots';

/** Stock blocks that admin screens of other features show (lazy: shoppers never load them). */
const LowStockAlert = lazy(async () => ({
  default: (await import('./features/admin-stock/low-stock-alert')).LowStockAlert,
}));
const StockHistory = lazy(async () => ({
  default: (await import('./features/admin-stock/stock-history')).StockHistory,
}));
const ConfirmationsBadge = lazy(async () => ({
  default: (await import('./features/admin-cod/confirmations-badge')).ConfirmationsBadge,
}));
const OrderEditByLabel = lazy(async () => ({
  default: (await import('./features/admin-orders/order-edit-by-label')).OrderEditByLabel,
}));
const adminSlots: AdminSlots = {
  lowStockAlert: () => (
    <Suspense fallback={null}>
      <LowStockAlert />
    </Suspense>
  ),
  stockHistory: (productId) => (
    <Suspense fallback={null}>
      <StockHistory productId={productId} />
    </Suspense>
  ),
  navBadge: (to) =>
    to === '/dashboard/confirmations' && (
      <Suspense fallback={null}>
        <ConfirmationsBadge />
      </Suspense>
    ),
  orderEdit: (label, onClose) => (
    <Suspense fallback={null}>
      <OrderEditByLabel label={label} onClose={onClose} />
    </Suspense>
  ),
};

/**
 * The dashboard's frame for a signed-in user, with the blocks admin screens borrow from other
 * features (router.tsx composes features; this part of it loads with the dashboard only).
 */
export default function DashboardFrame() {
  return (
    <RequireToken>
      <AdminSlotsContext value={adminSlots}>
        <DashboardLayout />
      </AdminSlotsContext>
    </RequireToken>
  );
}
