import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { Component as DineInGate } from '../../features/dine-in/screens/dine-in-gate.tsx';
import { Component as DineInMenu } from './dine-in-menu.tsx';

type ScreenModule = { Component: ComponentType };
const screen = (load: () => Promise<ScreenModule>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));

const RequireDineInAuth = screen(() => import('../../features/dine-in/screens/require-dine-in-auth.tsx'));
const DineInItem = screen(() => import('./dine-in-item.tsx'));
const DineInItemImage = screen(() => import('../../features/item/screens/item-image.tsx'));
const TableLanding = screen(() => import('../../features/dine-in/screens/table-landing.tsx'));
const DineInCheckout = screen(() => import('./dine-in-checkout.tsx'));
const DineInPaymentOptions = screen(() => import('./payment-options.tsx'));
const DineInOrderSuccess = screen(() => import('../../features/dine-in/screens/dine-in-order-success.tsx'));
const DineInPaymentSuccess = screen(() => import('../../features/dine-in/screens/payment-success.tsx'));
const Login = screen(() => import('../../features/auth/screens/login.tsx'));
const VerifyOtp = screen(() => import('../../features/auth/screens/verify-otp.tsx'));
const TrackOrder = screen(() => import('../../features/orders/screens/track-order.tsx'));
const OrderFeedback = screen(() => import('../../features/orders/screens/order-feedback.tsx'));
const Settings = screen(() => import('../../features/auth/screens/settings.tsx'));
const EditProfile = screen(() => import('../../features/auth/screens/edit-profile.tsx'));
const MyOrders = screen(() => import('../../features/orders/screens/my-orders.tsx'));
const OrderDetail = screen(() => import('../../features/orders/screens/order-detail.tsx'));
const PaymentConfirm = screen(() => import('../../features/checkout/payments/payment-confirm.tsx'));

/**
 * The dine-in route set under /dine-in (002 §2.1, §2.2; issue 18), one lazy module for the app's
 * router (its entry carries one import, not one per screen). The gate frames every route: without
 * the dine-in query it sends the guest home; it keeps the table and its tab and redirects to the
 * landing (opening, blocked on split). The menu — where a table's QR code lands — comes with this
 * module; the other screens load when first shown. The account and order screens are the
 * storefront's own; the login-required ones are behind the dine-in login (ROUTE-06).
 * Screens that reuse other features' parts are composed here in the app layer (a feature never
 * imports another feature).
 */
export function Component() {
  return (
    <Routes>
      <Route element={<DineInGate />}>
        <Route index element={<DineInMenu />} />
        <Route path="paylater" element={<TableLanding />} />
        <Route path="item/:itemId/:catId" element={<DineInItem />} />
        {/* RT46 (000 §2.3, decision 0036): the item-image viewer, with the table query. */}
        <Route path="item-image" element={<DineInItemImage />} />
        <Route path="auth/login" element={<Login />} />
        <Route path="auth/verification" element={<VerifyOtp />} />
        <Route path="payment-confirm" element={<PaymentConfirm />} />
        <Route path="track-order/:orderId" element={<TrackOrder />} />
        <Route path="order/order-feedback/:orderId" element={<OrderFeedback />} />
        <Route element={<RequireDineInAuth />}>
          <Route path="checkout" element={<DineInCheckout />} />
          <Route path="checkout/payment-options" element={<DineInPaymentOptions />} />
          <Route path="order/order-success/:orderId" element={<DineInOrderSuccess />} />
          <Route path="order/payment-success" element={<DineInPaymentSuccess />} />
          <Route path="my-orders" element={<MyOrders />} />
          <Route path="order-detail" element={<OrderDetail />} />
          <Route path="auth/settings" element={<Settings />} />
          <Route path="auth/edit-profile" element={<EditProfile />} />
        </Route>
      </Route>
    </Routes>
  );
}
