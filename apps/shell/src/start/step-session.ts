// A step of the start (bootstrap.tsx): requiring this module evaluates the session
// (data-access-session, with i18next) in a task of its own.
export { startSession } from '@tb/data-access-session';
