import { toast, useToasts } from '@tb/data-access-session';
import { ToastRegion } from '@tb/ui';

/** Renders the toasts any part of the page raised (state in the shared store). */
export function Toaster() {
  const toasts = useToasts();
  return <ToastRegion toasts={toasts} onDismiss={(id) => toast.dismiss(id)} />;
}
