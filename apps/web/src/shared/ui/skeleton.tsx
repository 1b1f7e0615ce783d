/** A loading placeholder block of fixed size (DESIGN: skeletons, not spinners, while a list loads). */
export function Skeleton({
  height = 16,
  width = '100%',
  radius = 8,
}: {
  height?: number;
  width?: number | string;
  radius?: number;
}) {
  return <span className="skeleton" style={{ height, width, borderRadius: radius }} aria-hidden="true" />;
}

/** A list of skeleton rows shaped like menu rows, announced as loading. */
export function SkeletonList({ rows = 6, label }: { rows?: number; label: string }) {
  return (
    <div className="skeleton-list" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div className="skeleton-row" key={i}>
          <div className="skeleton-text">
            <Skeleton height={18} width="60%" />
            <Skeleton height={14} width="90%" />
            <Skeleton height={14} width="30%" />
          </div>
          <Skeleton height={88} width={88} radius={12} />
        </div>
      ))}
    </div>
  );
}
