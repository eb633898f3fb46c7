import { screen, waitFor } from '@testing-library/react';
import type { ApiError } from '@tb/data-access-api';
import { BOT_RESPONSE_CODES, CHECK_CODES_NAMESPACE, describeCheckCode } from '@tb/util-check-codes';
import { CHECK_CODES_NS, isSuccessCode, useCheckMessage, useRefusalMessage } from './check-messages';
import { describeServerError, useServerMessage } from './server-message';
import { renderPage } from './testing';

const dcaField = (message: string) => /(max_invest_amount|pairs\[\d+\]\.base)/.exec(message)?.[1] ?? null;

describe('describeServerError: one mapper for every kind', () => {
  it('reads every spec §8 bot response code as its own message, on its field or for the whole form', () => {
    for (const def of BOT_RESPONSE_CODES) {
      if (def.statusCode === null || def.success) continue;
      const n = def.statusCode;
      const error = { kind: n === 421 ? 'banned' : 'gateway', message: 'gateway error', retCode: 0, statusCode: n, result: { status_code: n, debug_msg: 'refused' } } as ApiError;
      const m = describeServerError(error);
      expect([n, m.key, m.field, m.statusCode]).toEqual([n, def.key, def.field, n]);
    }
  });

  it('a change refused with a 43x code and its check code reads the check code, on its field', () => {
    for (const [statusCode, checkCode] of [
      [437, 'SPOT_CHECK_CODE_ADD_INVESTMENT_TOO_HIGH'],
      [435, 'FGRID_CHECK_CODE_TP_PRICE_LOWER_THAN_LAST_PRICE'],
      [434, 'FGRID_CHECK_CODE_SL_PRICE_LOWER_THAN_LIQ_PRICE'],
    ] as const) {
      const error = { kind: 'gateway', message: 'gateway error', retCode: 0, statusCode, checkCode, result: { status_code: statusCode, debug_msg: `refused: ${checkCode}`, check_code: checkCode } } as ApiError;
      const m = describeServerError(error);
      const described = describeCheckCode(checkCode);
      expect([checkCode, m.key, m.field, m.statusCode]).toEqual([checkCode, described.key, described.field, statusCode]);
      expect(m.field).not.toBeNull();
    }
  });

  it('a compliance block (ret code 10024) reads as not available, for the whole form (the shell’s wall says why)', () => {
    const error = { kind: 'business', message: 'compliance', retCode: 10024, result: { compliance: { reason: 'islamic', kinds: ['GRID_FUTURES'] } } } as ApiError;
    expect(describeServerError(error)).toEqual({ key: 'client.compliance', params: {}, bounds: {}, field: null });
  });

  it('a check code reads with its bound, on its field (spot grid validator)', () => {
    const error: ApiError = { kind: 'business', message: 'x', statusCode: 400, checkCode: 'SPOT_CHECK_CODE_INVESTMENT_TOO_LOW', result: { investment: { from: '20', to: '' } } } as ApiError;
    const m = describeServerError(error, { coin: 'USDT' });
    expect(m.field).toBe('quote_investment');
    expect(m.bounds).toEqual({ min: '20 USDT' });
    expect(m.checkCode).toBe('SPOT_CHECK_CODE_INVESTMENT_TOO_LOW');
  });

  it('a bot refusal reads as its response code, on the field debug_msg names (DCA)', () => {
    const error = { kind: 'business', message: 'x', statusCode: 409, result: { debug_msg: 'pairs[1].base is the same as pairs[0].base' } } as ApiError;
    const m = describeServerError(error, { fieldInMessage: dcaField });
    expect(m.statusCode).toBe(409);
    expect(m.field).toBe('pairs[1].base');
  });

  it('a refused body (HTTP 400) names its field; a ban carries its reason; transport failures read as the client catalogue', () => {
    expect(describeServerError({ kind: 'http', status: 400, message: 'body/max_invest_amount must be >= 0' } as ApiError, { fieldInMessage: dcaField }).field).toBe('max_invest_amount');
    expect(describeServerError({ kind: 'banned', message: 'x', result: { ban_reason_text: 'Compliance review.' } } as ApiError)).toMatchObject({ statusCode: 421, detail: 'Compliance review.' });
    expect(describeServerError({ kind: 'http', status: 429, message: 'slow down' } as ApiError).key).toBe('client.rateLimited');
    expect(describeServerError({ kind: 'timeout', message: 'Request timeout, please re-try!' } as ApiError).key).toBe('client.timeout');
  });
});

function Shown({ error }: { error: unknown }) {
  const message = useServerMessage(error, { coin: 'USDT' });
  return <p role="alert">{message ? `${message.message} @${message.field ?? 'form'}` : 'none'}</p>;
}

function Check({ code }: { code: string | undefined }) {
  const message = useCheckMessage(code, { cell_number: { from: '2', to: '200' } });
  return <p role="status">{message ? `${message.message} @${message.field}` : 'none'}</p>;
}

describe('in words', () => {
  it('useServerMessage says it in the page’s language, with the field', async () => {
    await renderPage(<Shown error={{ kind: 'business', message: 'x', statusCode: 401 }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/balance/i);
  });

  it('useCheckMessage loads the catalogue on demand and fills in the bounds; success codes say nothing', async () => {
    expect(CHECK_CODES_NS).toBe(CHECK_CODES_NAMESPACE);
    expect(isSuccessCode('SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED')).toBe(true);
    expect(isSuccessCode('FGRID_CHECK_CODE_SUCCESS')).toBe(true);
    expect(isSuccessCode('SPOT_CHECK_CODE_GRID_NO_TOO_HIGH')).toBe(false);
    const { rerender } = await renderPage(<Check code="SPOT_CHECK_CODE_GRID_NO_TOO_HIGH" />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The number of grids is above the maximum of 200. Enter 200 or less. @cell_number'));
    rerender(<Check code="SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED" />);
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });
});

describe('a refusal on its field, in words (every kind)', () => {
  it('an invalid argument that names its field says what is wrong with it, never "gateway error"', () => {
    const zeroGrids = { kind: 'gateway', message: 'gateway error', statusCode: 400, result: { status_code: 400, debug_msg: 'cell_number: must be a positive integer' } } as ApiError;
    expect(describeServerError(zeroGrids)).toMatchObject({ key: 'field.whole', field: 'cell_number', statusCode: 400 });
    const schema = { kind: 'http', status: 400, message: 'body.parameters.pairs.0.amount: must match pattern "…"' } as ApiError;
    expect(describeServerError(schema)).toMatchObject({ key: 'field.number', field: 'pairs[0].amount' });
    const min = { kind: 'http', status: 400, message: 'body.cell_number: must be >= 2' } as ApiError;
    expect(describeServerError(min)).toMatchObject({ key: 'field.min', bounds: { min: '2' }, field: 'cell_number' });
    // no field named: the request as a whole
    expect(describeServerError({ kind: 'http', status: 400, message: 'body: malformed JSON' } as ApiError)).toMatchObject({ key: 'response.invalidArgument', field: null });
  });

  it('useRefusalMessage loads the words on demand', async () => {
    function Refusal({ error }: { error: ApiError | undefined }) {
      const message = useRefusalMessage(error);
      return <p role="status">{message ? `${message.message} @${message.field}` : 'none'}</p>;
    }
    await renderPage(<Refusal error={{ kind: 'http', status: 400, message: 'body.cell_number: must be >= 2' } as ApiError} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('This value is below the minimum of 2. Enter 2 or more. @cell_number'));
  });
});
