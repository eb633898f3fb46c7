import { useEffect, useRef } from 'react';
import { skipToken } from '@tb/data-access-api';
import { useT } from '@tb/i18n';
import { useSpotGridFollowDetailQuery } from '../api/follow-endpoint';
import { NAMESPACE, type Translations } from '../i18n';
import type { GridFormValues } from './form';
import { valuesFromFollow } from './copy-follow';

/**
 * A copy (`?copy=<grid_id>`): reads the followed bot's parameters once the
 * trader is logged in, hands them to the form once per bot, and says where
 * the form comes from (or that the bot could not be read). Loaded only on
 * such an address: the create page's first screen does not carry it, and
 * its Suspense fallback is this same notice (issue 30).
 */
export default function CopyFollowed({ copyId, loggedIn, onCopied }: { copyId: string; loggedIn: boolean; onCopied: (values: GridFormValues) => void }) {
  const t = useT<Translations>(NAMESPACE);
  const follow = useSpotGridFollowDetailQuery(copyId && loggedIn ? copyId : skipToken);
  const applied = useRef('');
  useEffect(() => {
    const detail = follow.data?.detail;
    if (!detail || applied.current === detail.grid_id) return;
    applied.current = detail.grid_id;
    onCopied(valuesFromFollow(detail));
  }, [follow.data, onCopied]);
  return (
    <p className="sg-banner" role="status">
      {follow.isError ? t('create.copyLoadFailed') : t('create.copyFrom', { id: copyId })}
    </p>
  );
}

