import { useTranslation } from 'react-i18next';
import type { DonutSlice } from './split-donut.ts';

/** The ring's radius in viewBox units: its circumference is 100, so a slice's dash length is its percentage. */
const R = 15.9155;
/** The gap between slices, in percent of the ring. */
const GAP = 0.8;

/**
 * The donut chart of the Split Bill modal (002 §2.7): the people at the table (DIVIDE-EQUALLY) or
 * the payments of the bill (the other types) as slices — paid, this guest's share, not paid yet —
 * from the top, clockwise, counter-clockwise in Arabic (the ring is mirrored in RTL by split.css,
 * so it reads from the start side). The SVG is `role="img"` with `summary` as its label; the
 * legend below lists every paid slice as 'Person N already paid' (also the screen readers' list).
 */
export function DonutChart({ slices, summary }: { slices: readonly DonutSlice[]; summary: string }) {
  const { t } = useTranslation('split');
  const total = slices.reduce((s, x) => s + x.weight, 0);
  const gap = slices.length > 1 ? GAP : 0;
  let start = 0;
  const arcs = slices.map((slice) => {
    const length = total > 0 ? (slice.weight / total) * 100 : 0;
    // Slices are positional: each starts where the one before ended, so its start names it.
    const arc = {
      key: start.toFixed(4),
      kind: slice.kind,
      start,
      length: Math.max(0, length - gap),
    };
    start += length;
    return arc;
  });
  const legend = [
    ...slices
      .filter((s) => s.kind === 'paid')
      .map((s) => ({ key: `paid-${s.person}`, kind: 'paid', text: t('personPaid', { person: s.person }) })),
    ...(slices.some((s) => s.kind === 'mine') ? [{ key: 'mine', kind: 'mine', text: t('yourShare') }] : []),
    ...(slices.some((s) => s.kind === 'unpaid')
      ? [{ key: 'unpaid', kind: 'unpaid', text: t('notPaidYet') }]
      : []),
  ];
  return (
    <figure className="split-donut">
      <svg viewBox="0 0 42 42" role="img" aria-label={summary} className="split-donut-ring">
        <circle cx="21" cy="21" r={R} className="split-donut-track" />
        {arcs.map((a) => (
          <circle
            key={a.key}
            cx="21"
            cy="21"
            r={R}
            className={`split-donut-slice split-donut-${a.kind}`}
            strokeDasharray={`${a.length} ${100 - a.length}`}
            strokeDashoffset={25 - a.start}
          />
        ))}
      </svg>
      <ul className="split-donut-legend">
        {legend.map((l) => (
          <li key={l.key}>
            <span className={`split-donut-swatch split-donut-${l.kind}`} aria-hidden="true" />
            {l.text}
          </li>
        ))}
      </ul>
    </figure>
  );
}
