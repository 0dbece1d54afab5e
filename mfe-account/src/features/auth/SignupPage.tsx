import { Link, useLocation, useNavigate } from '@site/shared/router';
import { useAuth } from '@site/shared/auth';
import { PageMeta } from '@site/shared/seo';
import { toast } from '@site/shared/toast';
import { TextField } from '@site/shared/ui';
import { AuthCard } from './AuthCard';
import { MIN_PASSWORD_LENGTH, PASSWORD_MISMATCH_MESSAGE, validateSignUp } from './authValidation';
import { useAuthForm } from './useAuthForm';
import { accountPaths, keepingReturn } from '@site/paths/account';

/** /signup: email, password and confirmation; success goes to /login (docs/product.md §2, §5, §8). */
export function SignupPage() {
  const signUp = useAuth((state) => state.signUp);
  const navigate = useNavigate();
  // The page a sign-in was to lead back to (/login?next=...) stays through sign-up and back to /login.
  const { search } = useLocation();
  const form = useAuthForm({ email: '', password: '', confirmPassword: '' }, validateSignUp);

  const submit = () => {
    if (!form.check()) {
      if (validateSignUp(form.values).confirmPassword === PASSWORD_MISMATCH_MESSAGE) {
        toast({ title: 'Error', description: PASSWORD_MISMATCH_MESSAGE, variant: 'destructive' });
      }
      return;
    }
    void form.run(async () => {
      const email = form.values.email.trim();
      const { error } = await signUp(email, form.values.password, keepingReturn(accountPaths.confirm, search));
      if (error) {
        toast({ title: 'Error', description: error.message, variant: 'destructive' });
        return;
      }
      toast({ title: 'Success', description: 'Please check your email to confirm your account', variant: 'success' });
      // The sign-in that follows starts with this email (LoginPage).
      navigate(keepingReturn(accountPaths.login, search), { state: { email } });
    });
  };

  return (
    <>
      <PageMeta
        title="Create an Account"
        description="Create a free account to keep your courses, apps, membership and event registrations in one dashboard."
        path={accountPaths.signup}
      />
      <AuthCard
        title="Create an Account"
        intro="One account for your courses, apps, membership and events."
        submitLabel="Create Account"
        busyLabel="Creating account..."
        busy={form.busy}
        onSubmit={submit}
        footer={
          <>
            Already have an account? <Link to={keepingReturn(accountPaths.login, search)}>Sign in</Link>
          </>
        }
      >
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          {...form.field('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
      </AuthCard>
    </>
  );
}
