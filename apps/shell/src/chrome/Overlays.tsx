import { lazy, Suspense } from 'react';
import { useAppSelector } from '@tb/data-access-api';
import { selectPromptOpen, useComplianceWall } from '@tb/data-access-session';

// Not needed for first paint: each arrives in its own chunk when first shown.
const LoginModal = lazy(() => import('../login/LoginModal'));
const ComplianceWall = lazy(() => import('../compliance/ComplianceWall'));

/** Page-wide dialogs: the login/registration prompt and the compliance wall. */
export function Overlays({ locale }: { locale: string }) {
  const prompt = useAppSelector(selectPromptOpen);
  const wall = useComplianceWall();
  return (
    <>
      {prompt ? (
        <Suspense fallback={null}>
          <LoginModal kind={prompt} />
        </Suspense>
      ) : null}
      {wall.open ? (
        <Suspense fallback={null}>
          <ComplianceWall retCode={wall.retCode} result={wall.result} locale={locale} />
        </Suspense>
      ) : null}
    </>
  );
}
