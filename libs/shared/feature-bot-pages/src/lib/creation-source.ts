import { useSearchParams } from '@tb/router';

/**
 * How a bot was made, as every kind's create call records it (util-enums
 * `createType` and `blockSource` codes): `create_type` 1 copy, 2 auto (AI
 * parameters), 3 manual; `block_source` 2 the AI create block for AI
 * parameters, 3 the rank list for a copy opened from the ranking
 * (`?from=rank`, carried from the follow page to the create page), else 1
 * the main page's create block.
 */
export type CreationKind = 'manual' | 'auto' | 'copy';

export function creationSource(kind: CreationKind, fromRank: boolean): { create_type: 1 | 2 | 3; block_source: 1 | 2 | 3 } {
  return {
    create_type: kind === 'copy' ? 1 : kind === 'auto' ? 2 : 3,
    block_source: kind === 'auto' ? 2 : kind === 'copy' && fromRank ? 3 : 1,
  };
}

/**
 * True when this page was opened from the ranking (`?from=rank`): copies are
 * attributed to the rank list. Here, not beside the follow page that sets it,
 * so a create page reading it does not carry the follow page and its share card.
 */
export function useFromRank(): boolean {
  return useSearchParams()[0].get('from') === 'rank';
}
