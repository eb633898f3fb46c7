import { Button } from '@tb/ui';
import { enGuided } from './locales/en-create-parts';
import { useBotPageT } from './strings';

/** The guided start above the AI proposals, for a fresh trader: what they are, what to check, and the way to the manual form. */
export default function GuidedStart({ onManual }: { onManual: () => void }) {
  const t = useBotPageT(enGuided);
  return (
    <section className="tb-bp-guided" aria-labelledby="tb-bp-guided-title">
      <h2 id="tb-bp-guided-title" className="tb-bp-guided__title">
        {t('guided.title')}
      </h2>
      <ol className="tb-bp-guided__steps">
        <li>{t('guided.step1')}</li>
        <li>{t('guided.step2')}</li>
        <li>{t('guided.step3')}</li>
      </ol>
      <Button variant="ghost" size="sm" onClick={onManual}>
        {t('guided.manual')}
      </Button>
    </section>
  );
}
