import { loginClosed, loginOpened, loginPromptSlice, loginSucceeded, registrationClosed, registrationOpened, registrationSucceeded } from './prompt';
import { PROFILE } from './test-support';

const reduce = loginPromptSlice.reducer;

describe('login and registration prompt flags (spec §4)', () => {
  it('opening login clears the login-closed flag and keeps the options', () => {
    let state = reduce(undefined, loginClosed());
    expect(state.login).toEqual({ open: false, closed: true, success: false });
    state = reduce(state, loginOpened({ regEmail: 'a@b.c' }));
    expect(state.login).toEqual({ open: true, closed: false, success: false });
    expect(state.options).toEqual({ regEmail: 'a@b.c' });
  });

  it('opening registration clears the registration-closed flag and closes login', () => {
    let state = reduce(undefined, loginOpened());
    state = reduce(state, registrationClosed());
    expect(state.register.closed).toBe(true);
    state = reduce(state, registrationOpened({ showReg: true, readOnlyCode: true, referralCode: 'ABCD12' }));
    expect(state.register).toEqual({ open: true, closed: false, success: false });
    expect(state.login.open).toBe(false);
    expect(state.options).toMatchObject({ referralCode: 'ABCD12', readOnlyCode: true });
  });

  it('closing sets the closed flag', () => {
    const state = reduce(reduce(undefined, loginOpened()), loginClosed());
    expect(state.login).toEqual({ open: false, closed: true, success: false });
  });

  it('a success sets the matching success flag and the user info', () => {
    let state = reduce(reduce(undefined, loginOpened()), loginSucceeded(PROFILE));
    expect(state.login).toEqual({ open: false, closed: false, success: true });
    expect(state.register.success).toBe(false);
    expect(state.userInfo).toEqual(PROFILE);
    state = reduce(reduce(state, registrationOpened()), registrationSucceeded({ ...PROFILE, id: '5' }));
    expect(state.register).toEqual({ open: false, closed: false, success: true });
    expect(state.userInfo?.id).toBe('5');
  });
});
