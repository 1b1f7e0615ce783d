import { AlertTriangle, Info } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * An alert banner (000 §2.22: warning, info, success, error). `title` leads the text in bold
 * (e.g. 'Note:' for discount warnings, 000 §2.16). A warning or error is announced (role alert);
 * an info or success banner is a polite status.
 */
export function AlertBanner({
  kind,
  title,
  children,
}: {
  kind: 'warning' | 'info' | 'success' | 'error';
  title?: string;
  children: ReactNode;
}) {
  const urgent = kind === 'warning' || kind === 'error';
  const Icon = urgent ? AlertTriangle : Info;
  return (
    <div className={`alert-banner alert-${kind}`} role={urgent ? 'alert' : 'status'}>
      <Icon size={18} aria-hidden="true" className="alert-icon" />
      <div className="alert-text">
        {title ? <strong>{title} </strong> : null}
        {children}
      </div>
    </div>
  );
}
