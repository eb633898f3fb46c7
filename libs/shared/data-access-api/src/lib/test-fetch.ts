/**
 * A scripted `fetch` for this lib's tests: answers are queued per call and
 * every request is recorded. (Test support only; not exported from index.ts.)
 */
export type Answer = { status?: number; statusText?: string; body?: unknown } | 'hang' | Error;

export interface RecordedRequest {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

export function scriptedFetch(...answers: Answer[]) {
  const requests: RecordedRequest[] = [];
  const fetch = (url: string, init: RequestInit) => {
    requests.push({ url, init, headers: { ...(init.headers as Record<string, string>) } });
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    if (answer === 'hang') {
      return new Promise<never>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
      });
    }
    if (answer instanceof Error) return Promise.reject(answer);
    const status = answer?.status ?? 200;
    const body = answer?.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return Promise.resolve({ ok: status >= 200 && status < 300, status, statusText: answer?.statusText ?? 'OK', text: () => Promise.resolve(body) });
  };
  return { fetch, requests };
}
