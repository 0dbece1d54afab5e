import { hasErrors, validateLogin, validateSignUp } from './authValidation';

describe('validateLogin', () => {
  it('asks for both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateLogin({ email: '   ', password: 'x' })).toEqual({ email: 'Email is required' });
  });

  it('accepts any password length at sign-in and checks the email shape', () => {
    expect(validateLogin({ email: 'pat@example.com', password: 'x' })).toEqual({});
    expect(validateLogin({ email: 'pat@', password: 'x' }).email).toMatch(/valid email/);
    expect(validateLogin({ email: 'pat example.com', password: 'x' }).email).toMatch(/valid email/);
  });
});

describe('validateSignUp', () => {
  const valid = { email: 'pat@example.com', password: 'secret1', confirmPassword: 'secret1' };

  it('passes a complete form', () => {
    expect(hasErrors(validateSignUp(valid))).toBe(false);
  });

  it('needs every field', () => {
    expect(validateSignUp({ email: '', password: '', confirmPassword: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('needs a password of at least 6 characters', () => {
    expect(validateSignUp({ ...valid, password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(validateSignUp({ ...valid, password: '123456', confirmPassword: '123456' })).toEqual({});
  });

  it('needs the two passwords to match', () => {
    expect(validateSignUp({ ...valid, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});
