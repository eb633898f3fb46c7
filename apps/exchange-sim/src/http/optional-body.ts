import type { FastifyRequest } from 'fastify';

/**
 * A preValidation hook for POST routes whose body fields are all optional: a
 * request without a body is read as `{}` (a body that is present must still
 * be a valid JSON object).
 */
export async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined) request.body = {};
}
