import { configureTransport } from '@tb/data-access-api';

/**
 * The in-app user token. Inside the app the session is the app's, not a
 * cookie: the token goes out as the `UserToken` header on every call.
 */
let token: string | undefined;
let installed = false;

export function setUserToken(next: string | undefined): void {
  token = next || undefined;
  if (!installed) {
    installed = true;
    configureTransport({ userToken: () => token });
  }
}

export function currentUserToken(): string | undefined {
  return token;
}
