/** Placeholder blocks while content loads (hidden from assistive tech; pair with a status text). */
export function Skeleton({ width, height = '1em', radius }: { width?: string; height?: string; radius?: string }) {
  return <span className="tb-skeleton" aria-hidden="true" style={{ inlineSize: width ?? '100%', blockSize: height, borderRadius: radius }} />;
}

export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span className="tb-skeleton-text" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}

/** A block that is loading: its skeleton lines, with `label` said once to assistive technology (`role=status`). */
export function LoadingText({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div aria-busy="true">
      <span className="tb-visually-hidden" role="status">
        {label}
      </span>
      <SkeletonText lines={lines} />
    </div>
  );
}
