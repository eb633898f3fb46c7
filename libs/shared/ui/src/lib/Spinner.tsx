import { useUiT } from './translations';

/** A spinner. With `decorative` it is hidden from assistive tech (the surrounding control says what is busy). */
export function Spinner({ size = 'md', label, decorative = false }: { size?: 'sm' | 'md' | 'lg'; label?: string; decorative?: boolean }) {
  const t = useUiT();
  if (decorative) return <span className={`tb-spin tb-spin--${size}`} aria-hidden="true" />;
  return (
    <span role="status" className="tb-spin-wrap">
      <span className={`tb-spin tb-spin--${size}`} aria-hidden="true" />
      <span className="tb-visually-hidden">{label ?? t('loading')}</span>
    </span>
  );
}

/** A determinate progress bar (value 0..max) for long work. */
export function ProgressBar({ value, max = 100, label }: { value: number; max?: number; label?: string }) {
  const t = useUiT();
  const clamped = Math.min(max, Math.max(0, value));
  return (
    <div className="tb-progress" role="progressbar" aria-label={label ?? t('progress')} aria-valuemin={0} aria-valuemax={max} aria-valuenow={clamped}>
      <div className="tb-progress__bar" style={{ inlineSize: `${(clamped / max) * 100}%` }} />
    </div>
  );
}
