import { useIsIndGstUser } from '@tb/data-access-session';
import { enTaxTerms } from './locales/en-create-parts';
import { useBotPageT } from './strings';

/**
 * The spot create confirmations' tax note for an IND-GST user (spec §6: the
 * tax-identity tag IND-GST marks an Indonesian-type user). Design (contracts
 * `compliance.ts`): fees of such a user's bot orders are charged with GST,
 * and a change of tax registration closes their running spot bots with the
 * tax-tag close, which the simulator enforces. Nothing for other users.
 */
export function TaxTermsNote({ className }: { className?: string }) {
  const t = useBotPageT(enTaxTerms);
  const indGst = useIsIndGstUser();
  if (!indGst) return null;
  return <p className={className ?? 'tb-muted'}>{t('taxTerms.note')}</p>;
}
