import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { ResolvedBrand } from '../shared/brand/resolve-brand.ts';
import { paths, patterns } from '../shared/config/paths.ts';
import { useOrderSettings } from '../shared/order-settings/order-settings-state.ts';
import { useSession } from '../shared/session/session-state.ts';
import { DemoBanner } from '../shared/ui/demo-banner.tsx';
import { Layout } from './layout.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { StaticPageAlias } from './static-page-alias.tsx';
import { NotFoundScreen } from './status-screens.tsx';

/** A screen module: each screen file exports its route component as `Component`. */
type ScreenModule = { Component: ComponentType };
/** A lazily loaded screen: its code is fetched when the route is first shown. */
const screen = (load: () => Promise<ScreenModule>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));

const OutletHome = screen(() => import('../features/stores/screens/outlet-home.tsx'));
const StoreDetail = screen(() => import('../features/menu/screens/store-detail.tsx'));
const DeliveryStoreDetail = screen(() => import('../features/menu/screens/delivery-store-detail.tsx'));
const Delivery = screen(() => import('../features/delivery/screens/delivery-screens.tsx'));
const BrandHome = screen(() => import('../features/menu/screens/brand-home.tsx'));
const BrandDeliveryHome = screen(() => import('../features/menu/screens/brand-delivery-home.tsx'));
const ItemPage = screen(() => import('../features/item/screens/item-page.tsx'));
// Issue 19 (000 §2.13, decision 0036): the item-image viewer as a route.
const ItemImage = screen(() => import('../features/item/screens/item-image.tsx'));
const BasketPage = screen(() => import('../features/basket/screens/basket-page.tsx'));
const Checkout = screen(() => import('../features/checkout/screens/checkout.tsx'));
const Login = screen(() => import('../features/auth/screens/login.tsx'));
const VerifyOtp = screen(() => import('../features/auth/screens/verify-otp.tsx'));
const TrackOrder = screen(() => import('../features/orders/screens/track-order.tsx'));
const TrackDriver = screen(() => import('../features/orders/screens/track-driver.tsx'));
const OrderFeedback = screen(() => import('../features/orders/screens/order-feedback.tsx'));
const Settings = screen(() => import('../features/auth/screens/settings.tsx'));
const EditProfile = screen(() => import('../features/auth/screens/edit-profile.tsx'));
const MyOrders = screen(() => import('../features/orders/screens/my-orders.tsx'));
const OrderDetail = screen(() => import('../features/orders/screens/order-detail.tsx'));
const OrderSuccess = screen(() => import('../features/orders/screens/order-success.tsx'));
const StaticPage = screen(() => import('../features/content/screens/static-page.tsx'));
const PaymentLink = screen(() => import('../features/payment-link/screens/payment-link.tsx'));
const PaymentConfirm = screen(() => import('../features/checkout/payments/payment-confirm.tsx'));
// Issue 18: the dine-in route set (002 §2.2) is one lazy module with its own routes (app/dine-in).
const DineIn = screen(() => import('./dine-in/dine-in-routes.tsx'));
// Issue 17: the kitchen board is staff-only; its code loads only on /kitchen (the budget check proves it).
const KitchenBoard = screen(() => import('../features/kitchen/screens/kitchen-board.tsx'));
// Issue 19: Access Blocked (002 §2.15), where the blacklist check sends a blacklisted customer.
const AccessBlocked = screen(() => import('../features/auth/screens/access-blocked.tsx'));
// The status check loads only for a signed-in customer (a guest's first JavaScript does not carry it).
const BlacklistRedirect = lazy(() =>
  import('./blacklist-redirect.tsx').then((m) => ({ default: m.BlacklistRedirect })),
);
// Issue 19: preview mode (000 §2.20) is one lazy module with its own shell and routes (app/preview).
const Preview = screen(() => import('./preview/preview-routes.tsx'));

/**
 * The route table, written once (000 §2.3). The same table serves both forms of every route
 * (000 §2.1): the router's basename is '/{temporaryDomainName}' on the temporary domain and ''
 * on a custom domain — the one place the prefix is applied (app.tsx). The catalogue type picks
 * the brand-based or outlet-based set (000 §2.2). Screens are lazy-loaded. Declarative routes
 * (`<Routes>`), not the data router: the first screen's JavaScript is ~17 KB smaller (issue 6);
 * scroll restoration is Sufra's own (scroll-restoration.ts).
 */
export function AppRoutes({ brand }: { brand: ResolvedBrand }) {
  const outlet = brand.brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  return (
    <Routes>
      {/* 001 §2.12: the public payment-link page has its own header (brand logo and name), outside the shell. */}
      <Route path={patterns.paymentLink} element={<PaymentLink />} />
      {/* Issue 17: the kitchen board, for staff, outside the storefront's shell (no header, no basket). */}
      <Route path={paths.kitchen} element={<KitchenBoard />} />
      {/* Issue 19 (002 §2.15): Access Blocked, outside the shell (nothing to order from there). */}
      <Route path={paths.blocked} element={<AccessBlocked />} />
      {/* Issue 19 (000 §2.20): the read-only preview, outside the storefront's shell (no basket, no sign-in). */}
      <Route
        path={`${paths.preview}/*`}
        element={
          <>
            <DemoBanner />
            <RouteErrorBoundary resetKey="preview">
              <Preview />
            </RouteErrorBoundary>
          </>
        }
      />
      <Route element={<Layout />}>
        {outlet ? (
          <>
            <Route index element={<ByService pickup={<OutletHome />} delivery={<Delivery />} />} />
            <Route
              path={paths.storeDetail}
              element={<ByService pickup={<StoreDetail />} delivery={<DeliveryStoreDetail />} />}
            />
            <Route path={patterns.storeItem} element={<ItemPage />} />
            <Route path={paths.storeItemImage} element={<ItemImage />} />
            <Route path={paths.storeBasket} element={<BasketPage />} />
            <Route path={paths.selectDeliveryArea} element={<Delivery />} />
            <Route path={paths.addNewMapAddress} element={<Delivery />} />
            <Route path={paths.addNewManualAddress} element={<Delivery />} />
            <Route element={<RequireAuth />}>
              <Route path={paths.storeCheckout} element={<Checkout />} />
              <Route path={paths.storeCheckoutMapAddress} element={<Delivery />} />
              <Route path={paths.storeCheckoutAddAddress} element={<Delivery />} />
            </Route>
          </>
        ) : (
          <>
            <Route index element={<ByService pickup={<BrandHome />} delivery={<BrandDeliveryHome />} />} />
            <Route path={patterns.brandItem} element={<ItemPage />} />
            <Route path={paths.brandItemImage} element={<ItemImage />} />
            <Route path={paths.brandBasket} element={<BasketPage />} />
            <Route element={<RequireAuth />}>
              <Route path={paths.brandCheckout} element={<Checkout />} />
              <Route path={paths.brandCheckoutMapAddress} element={<Delivery />} />
              <Route path={paths.brandCheckoutAddAddress} element={<Delivery />} />
            </Route>
          </>
        )}
        {/* Issue 18 (002 §2.1, §2.2): the dine-in routes under /dine-in (app/dine-in/dine-in-routes.tsx). */}
        <Route path="/dine-in/*" element={<DineIn />} />
        <Route path={paths.login} element={<Login />} />
        <Route path={paths.verifyOtp} element={<VerifyOtp />} />
        <Route path={patterns.trackOrder} element={<TrackOrder />} />
        <Route path={patterns.trackDriver} element={<TrackDriver />} />
        <Route path={patterns.trackOrderSlider} element={<TrackOrder />} />
        <Route path={patterns.staticPage} element={<StaticPage />} />
        <Route element={<RequireAuth />}>
          <Route path={paths.settings} element={<Settings />} />
          <Route path={paths.editProfile} element={<EditProfile />} />
          <Route path={paths.myOrders} element={<MyOrders />} />
          <Route path={paths.orderDetail} element={<OrderDetail />} />
          <Route path={patterns.orderSuccess} element={<OrderSuccess />} />
          <Route path={patterns.orderFeedback} element={<OrderFeedback />} />
        </Route>
        {/* Issue 19: public (000 §2.3 RT10); the reference pair answers without a token (decision 0037). */}
        <Route path={paths.paymentConfirm} element={<PaymentConfirm />} />
        <Route path={paths.notFound} element={<NotFoundScreen />} />
        {/* IS13 (000 §2.3, decision 0036): '/{pageId}' is a static page's alias only for the brand's own active page. */}
        <Route
          path={patterns.staticPageAlias}
          element={<StaticPageAlias page={<StaticPage />} unknown={<UnknownPath />} />}
        />
        {/* 000 §2.2: an unknown path redirects to the brand home; the 404 attempt is logged. */}
        <Route path="*" element={<UnknownPath />} />
      </Route>
    </Routes>
  );
}

/** The pickup or the delivery screen of a route, by the chosen service (000 §4.3). */
function ByService({ pickup, delivery }: { pickup: ReactNode; delivery: ReactNode }) {
  return useOrderSettings((s) => s.serviceType) === 'DELIVERY' ? delivery : pickup;
}

function UnknownPath() {
  console.info('404 attempt:', window.location.pathname);
  return <Navigate to={paths.home} replace />;
}

/**
 * Issue 19 (002 §4.6, decision 0033): while a customer is signed in, the blacklist status check
 * (blacklist-redirect.tsx, loaded then) sends a blacklisted customer to /blocked. Rendered beside
 * AppRoutes inside the router (app.tsx).
 */
export function BlacklistCheck() {
  const signedIn = useSession((s) => Boolean(s.token));
  return signedIn ? (
    <Suspense fallback={null}>
      <BlacklistRedirect />
    </Suspense>
  ) : null;
}
