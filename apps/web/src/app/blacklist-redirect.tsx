import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useIsBlacklisted } from '../features/auth/api/blacklist-status.ts';
import { paths } from '../shared/config/paths.ts';
import { useSession } from '../shared/session/session-state.ts';

/**
 * 002 §4.6 'when the status check returns isBlacklisted, the user is redirected (history
 * replaced) to /blocked' (issue 19, decision 0033): once per answer — the check runs when a
 * signed-in customer opens the app and after sign-in; 'Go to Home' then leads home (the server
 * still refuses the customer's orders, payments and sign-in codes). Renders nothing.
 */
export function BlacklistRedirect() {
  const blocked = useIsBlacklisted();
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  // The token already sent to /blocked: navigate changes with every location, and 'Go to Home'
  // must not bring the customer straight back.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!blocked || !token || sentFor.current === token) return;
    sentFor.current = token;
    navigate(paths.blocked, { replace: true });
  }, [blocked, token, navigate]);
  return null;
}
