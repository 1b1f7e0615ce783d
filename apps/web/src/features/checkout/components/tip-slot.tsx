import { lazy, Suspense } from 'react';

const TipPicker = lazy(() => import('./tip-picker.tsx').then((m) => ({ default: m.TipPicker })));

/** The tip picker (000 §2.18), loaded after the checkout's first screen, its height kept free meanwhile (issue 7). */
export function TipSlot({ basketTotalFils }: { basketTotalFils: number }) {
  return (
    <Suspense fallback={<div className="tip-placeholder" />}>
      <TipPicker basketTotalFils={basketTotalFils} />
    </Suspense>
  );
}
