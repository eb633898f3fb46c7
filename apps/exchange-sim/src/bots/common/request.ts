/** Reading a bot request's optional fields: paging and empty strings. */
import { PAGE_LIMIT_DEFAULT } from '@tb/contracts';

/** Page and offset of a paged request. */
export function paging(body: { page?: number; limit?: number }): { limit: number; offset: number } {
  const limit = body.limit ?? PAGE_LIMIT_DEFAULT;
  return { limit, offset: ((body.page ?? 1) - 1) * limit };
}

/** "" or absent → undefined. */
export const given = (value: string | undefined): string | undefined => (value === undefined || value === '' ? undefined : value);
