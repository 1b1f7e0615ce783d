import { Navigate, Outlet, useLocation } from 'react-router';
import { dineInPaths } from '../../../shared/config/dine-in-paths.ts';
import { withDineInQuery } from '../../../shared/navigation/dine-in-query.ts';
import { useSession } from '../../../shared/session/session-state.ts';

/**
 * Guard of the login-required dine-in routes (002 §2.1, §2.2; ROUTE-06): without a stored token
 * for the brand, /dine-in/auth/login with the dine-in query, remembering the 'from' location.
 */
export function Component() {
  const token = useSession((s) => s.token);
  const location = useLocation();
  if (!token)
    return (
      <Navigate to={withDineInQuery(dineInPaths.login, location.search)} replace state={{ from: location }} />
    );
  return <Outlet />;
}
