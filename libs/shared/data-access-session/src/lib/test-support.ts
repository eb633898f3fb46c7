/**
 * Test support for this lib (not exported): a scripted exchange behind the
 * transport, and a fresh page store.
 */
import { createStore } from '@tb/data-access-api';
import { envelope, failure, scriptedExchange, type ScriptedAnswer } from '@tb/data-access-api/testing';

export type Route = (url: string, init: RequestInit) => ScriptedAnswer | undefined;

/** The scripted exchange answering by URL (as the transport passes it). */
export const fakeExchange = (route: Route) => scriptedExchange((request) => route(request.url, request.init));

export const ok = (result: unknown) => envelope(result);
export const fail = (retCode: number, retMsg = 'error') => failure(retCode, retMsg);


export { createStore };
export { TEST_PROFILE as PROFILE } from '../testing';
