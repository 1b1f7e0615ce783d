import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { ResolvedBrand } from '../shared/brand/resolve-brand.ts';
import { paths, patterns } from '../shared/config/paths.ts';
import { Layout } from './layout.tsx';
import { RequireAuth } from './require-auth.tsx';
import { NotFoundScreen, RouteErrorScreen } from './status-screens.tsx';

/**
 * The route table, written once (000 §2.3). The same table serves both forms of every route
 * (000 §2.1): the router's basename is '/{temporaryDomainName}' on the temporary domain and ''
 * on a custom domain — the one place the prefix is applied. The catalogue type picks the
 * brand-based or outlet-based set (000 §2.2). Screens are lazy-loaded.
 */
function appRoutes(brand: ResolvedBrand): RouteObject[] {
  const outlet = brand.brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  const catalogueRoutes: RouteObject[] = outlet
    ? [
        { index: true, lazy: () => import('../features/stores/screens/outlet-home.tsx') },
        { path: paths.storeDetail, lazy: () => import('../features/menu/screens/store-detail.tsx') },
        { path: patterns.storeItem, lazy: () => import('../features/item/screens/item-page.tsx') },
        { path: paths.storeBasket, lazy: () => import('../features/basket/screens/basket-page.tsx') },
        {
          path: paths.storeCheckout,
          element: <RequireAuth />,
          children: [{ index: true, lazy: () => import('../features/checkout/screens/checkout.tsx') }],
        },
      ]
    : [
        { index: true, lazy: () => import('../features/menu/screens/brand-home.tsx') },
        { path: patterns.brandItem, lazy: () => import('../features/item/screens/item-page.tsx') },
        { path: paths.brandBasket, lazy: () => import('../features/basket/screens/basket-page.tsx') },
        {
          path: paths.brandCheckout,
          element: <RequireAuth />,
          children: [{ index: true, lazy: () => import('../features/checkout/screens/checkout.tsx') }],
        },
      ];
  return [
    {
      element: <Layout />,
      errorElement: <RouteErrorScreen />,
      children: [
        ...catalogueRoutes,
        { path: paths.login, lazy: () => import('../features/auth/screens/login.tsx') },
        { path: paths.verifyOtp, lazy: () => import('../features/auth/screens/verify-otp.tsx') },
        { path: patterns.trackOrder, lazy: () => import('../features/orders/screens/track-order.tsx') },
        {
          element: <RequireAuth />,
          children: [
            { path: paths.settings, lazy: () => import('../features/auth/screens/settings.tsx') },
            { path: paths.editProfile, lazy: () => import('../features/auth/screens/edit-profile.tsx') },
            { path: paths.myOrders, lazy: () => import('../features/orders/screens/my-orders.tsx') },
            { path: paths.orderDetail, lazy: () => import('../features/orders/screens/order-detail.tsx') },
            {
              path: patterns.orderSuccess,
              lazy: () => import('../features/orders/screens/order-success.tsx'),
            },
          ],
        },
        { path: paths.notFound, element: <NotFoundScreen /> },
        // 000 §2.2: an unknown path redirects to the brand home; the 404 attempt is logged.
        { path: '*', element: <UnknownPath /> },
      ],
    },
  ];
}

function UnknownPath() {
  console.info('404 attempt:', window.location.pathname);
  return <Navigate to={paths.home} replace />;
}

/** Creates the browser router of a brand with its basename (000 §2.1). */
export function createAppRouter(brand: ResolvedBrand) {
  return createBrowserRouter(appRoutes(brand), { basename: brand.basename || '/' });
}
