import { RetCode } from '@tb/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error';
import { LedgerError } from '../ledger/ledger';
import type { Clock } from '../market/clock';
import { errorBody } from './envelope';

type ValidationIssue = {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
};

/**
 * One clear line for a schema failure, naming the field:
 * `body.amount: must match pattern …`, `body.foo: unknown field`,
 * `query.symbol: required`.
 */
export function describeValidation(context: string, issues: ValidationIssue[]): string {
  const field = (path: string | undefined) =>
    [context, ...(path ?? '').split('/').filter(Boolean).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))].join('.');
  const unknown = issues.find((issue) => issue.keyword === 'additionalProperties');
  if (unknown) {
    const names = (unknown.params?.additionalProperties as string[] | undefined) ?? [];
    const base = field(unknown.instancePath);
    return names.length ? `${base}.${names[0]}: unknown field` : `${base}: unknown field`;
  }
  const required = issues.find((issue) => issue.keyword === 'required');
  if (required) {
    const names = (required.params?.requiredProperties as string[] | undefined) ?? [];
    const base = field(required.instancePath);
    return names.length ? `${base}.${names[0]}: required` : `${base}: missing a required field`;
  }
  // Prefer the deepest issue (the most specific field).
  const issue = [...issues].sort((a, b) => (b.instancePath ?? '').length - (a.instancePath ?? '').length)[0];
  if (!issue) return `${context}: invalid`;
  if (issue.keyword === 'boolean') return `${field(issue.instancePath)}: unknown field`;
  return `${field(issue.instancePath)}: ${issue.message ?? 'invalid'}`;
}

const LEDGER_CODES: Record<LedgerError['code'], number> = {
  INSUFFICIENT_BALANCE: RetCode.INSUFFICIENT_BALANCE,
  UNKNOWN_COIN: RetCode.UNKNOWN_COIN,
  INVALID_AMOUNT: RetCode.INVALID_AMOUNT,
  UNBALANCED: RetCode.INTERNAL,
  NO_HOLD: RetCode.INTERNAL,
};

/**
 * Error and not-found handlers: every failure leaves as an envelope.
 * - ApiError → its ret code and status (200 for business outcomes);
 * - schema failures → 400 / 10001 naming the field;
 * - malformed JSON, wrong content type, empty body → 400/415 / 10001;
 * - bodies over the limit → 413 / 10001;
 * - ledger rule violations → 200 with the matching ret code;
 * - anything else → logged, 500 / 10016 (a bug: the fuzz test asserts it never happens).
 */
export function registerErrorHandling(app: FastifyInstance, clock: Clock): void {
  const send = (reply: FastifyReply, status: number, code: number, message: string, headers: Record<string, string> = {}, result: object = {}) => {
    reply.code(status).headers(headers).header('cache-control', 'no-store').type('application/json; charset=utf-8');
    return reply.send(errorBody(clock, code, message, result));
  };

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) return send(reply, error.httpStatus, error.retCode, error.message, error.headers, error.result);
    if (error.validation) {
      const context = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'request');
      return send(reply, 400, RetCode.INVALID_PARAMS, describeValidation(context, error.validation as ValidationIssue[]));
    }
    if (error instanceof LedgerError) {
      if (LEDGER_CODES[error.code] === RetCode.INTERNAL) request.log.error({ err: error }, 'ledger invariant refused a posting');
      return send(reply, 200, LEDGER_CODES[error.code], error.message);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return send(reply, 413, RetCode.INVALID_PARAMS, 'body: larger than the allowed size');
    if (status === 415) return send(reply, 415, RetCode.INVALID_PARAMS, `content-type: unsupported (${request.headers['content-type'] ?? 'none'}); send application/json`);
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'body: malformed JSON'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'body: empty; send a JSON object'
            : `request: ${error.message}`;
      return send(reply, status, status === 429 ? RetCode.RATE_LIMITED : RetCode.INVALID_PARAMS, message);
    }
    request.log.error({ err: error, url: request.url }, 'unhandled error');
    return send(reply, 500, RetCode.INTERNAL, 'internal error');
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, RetCode.NOT_FOUND, `not found: ${request.method} ${request.url.split('?')[0].slice(0, 200)}`),
  );
}

/**
 * Errors the router raises before any route runs (Fastify's `frameworkErrors`
 * option): a URL it cannot decode (`/tb-static/shell/%`) leaves as a 400
 * envelope like every other bad request, not Fastify's own error shape.
 */
export function frameworkErrors(clock: Clock) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const message = error.code === 'FST_ERR_BAD_URL' ? 'url: malformed percent-encoding' : `request: ${error.message}`;
    reply.code(400).header('cache-control', 'no-store').type('application/json; charset=utf-8');
    return reply.send(errorBody(clock, RetCode.INVALID_PARAMS, message));
  };
}
