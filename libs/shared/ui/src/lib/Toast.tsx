import { useUiT } from './translations';

export type ToastKind = 'success' | 'warn' | 'fail';

export interface ToastViewProps {
  type: ToastKind;
  message: string;
  description?: string;
  onDismiss?: () => void;
}

const ICONS: Record<ToastKind, string> = {
  success: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  warn: 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z',
  fail: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm5 13.6L15.6 17 12 13.4 8.4 17 7 15.6 10.6 12 7 8.4 8.4 7l3.6 3.6L15.6 7 17 8.4 13.4 12z',
};

/** One toast: icon (named for screen readers), message, optional description. */
export function ToastView({ type, message, description, onDismiss }: ToastViewProps) {
  const t = useUiT();
  return (
    <div className={`tb-toast tb-toast--${type}`} role={type === 'fail' ? 'alert' : 'status'}>
      <svg className="tb-toast__icon" viewBox="0 0 24 24" width="20" height="20" role="img" aria-label={t(`toast.${type}`)}>
        <path fill="currentColor" d={ICONS[type]} />
      </svg>
      <div className="tb-toast__body">
        <p className="tb-toast__message">{message}</p>
        {description ? <p className="tb-toast__description">{description}</p> : null}
      </div>
      {onDismiss ? (
        <button type="button" className="tb-toast__close" onClick={onDismiss} aria-label={t('toast.dismiss')}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

/** Where toasts appear (top of the page, centred); a labelled region. */
export function ToastRegion({ toasts, onDismiss }: { toasts: ReadonlyArray<ToastViewProps & { id: string }>; onDismiss: (id: string) => void }) {
  const t = useUiT();
  return (
    <section className="tb-toasts" aria-label={t('toast.region')}>
      {toasts.map(({ id, ...toast }) => (
        <ToastView key={id} {...toast} onDismiss={() => onDismiss(id)} />
      ))}
    </section>
  );
}
