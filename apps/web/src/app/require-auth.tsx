import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../shared/config/paths.ts';
import { useSession } from '../shared/session/session-state.ts';

/**
 * Guard of login-required routes (000 §2.2): without a stored token for the brand, redirect to
 * the login page and keep the 'from' location in the navigation state.
 */
export function RequireAuth() {
  const token = useSession((s) => s.token);
  const location = useLocation();
  if (!token) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <Outlet />;
}
