import { AuthSessionMissingError } from '@supabase/supabase-js';
import { resultOf } from './authClient';

test('a session that ended in another tab or device is said as such, not as "Auth session missing!"', () => {
  const missing = resultOf(new AuthSessionMissingError());
  expect(missing).toEqual({ ok: false, message: expect.stringMatching(/^You are no longer signed in/) });
  expect(
    resultOf({ name: 'AuthApiError', status: 403, code: 'session_not_found', message: 'Session not found' }),
  ).toEqual(missing);
  expect(resultOf({ name: 'AuthApiError', status: 422, message: 'Password should be at least 6 characters.' })).toEqual(
    {
      ok: false,
      message: 'Password should be at least 6 characters.',
    },
  );
  expect(resultOf(null)).toEqual({ ok: true });
});
