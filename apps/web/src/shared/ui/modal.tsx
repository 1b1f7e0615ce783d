import { lazy, Suspense } from 'react';
import type { ModalProps } from './modal-dialog.tsx';

const ModalDialog = lazy(() => import('./modal-dialog.tsx').then((m) => ({ default: m.ModalDialog })));

/**
 * An accessible modal dialog or bottom sheet (modal-dialog.tsx, on Radix Dialog: focus trap,
 * Escape, labelled). Nothing is rendered, and the dialog's code is not loaded, until it is open
 * (issue 6: no screen's first JavaScript carries a dialog library for a modal it may never show).
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
