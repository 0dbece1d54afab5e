import { EMAIL_FORMAT_MESSAGE, emailProblem } from './emailProblem';

const field = (value: string) => {
  const input = document.createElement('input');
  input.type = 'email';
  input.required = true;
  input.value = value;
  return input.validity;
};

test("an empty field says the form's own message; a value the browser refuses says how it should look", () => {
  expect(emailProblem(field(''), 'Enter your email to join')).toBe('Enter your email to join');
  for (const bad of ['bad', 'reader@', '@example.com', 'two words@example.com']) {
    expect(emailProblem(field(bad), 'Enter your email to join')).toBe(EMAIL_FORMAT_MESSAGE);
  }
});

test('what the browser accepts passes: no check of our own beyond it', () => {
  for (const good of ['reader@example.com', 'a@b', '  pat@example.com  ']) {
    expect(emailProblem(field(good), 'Enter your email to join')).toBeNull();
  }
});
