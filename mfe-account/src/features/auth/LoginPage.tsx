import { Link, useNavigate } from '@site/shared/router';
import { useAuth } from '@site/shared/auth';
import { PageMeta } from '@site/shared/seo';
import { toast } from '@site/shared/toast';
import { TextField } from '@site/shared/ui';
import { AuthCard } from './AuthCard';
import { validateLogin } from './authValidation';
import { useAuthForm } from './useAuthForm';
import { accountPaths } from '../../paths';

/** /login: email and password; success goes to /account (docs/product.md §2, §8). */
export function LoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const form = useAuthForm({ email: '', password: '' }, validateLogin);

  const submit = () => {
    if (!form.check()) return;
    void form.run(async () => {
      const { error } = await signIn(form.values.email.trim(), form.values.password);
      if (error) {
        toast({ title: 'Error', description: error.message, variant: 'destructive' });
        return;
      }
      toast({ title: 'Success', description: 'Welcome back!', variant: 'success' });
      navigate(accountPaths.account);
    });
  };

  return (
    <>
      <PageMeta
        title="Sign In"
        description="Sign in to your account to see your orders, subscriptions, upcoming events and profile."
        path={accountPaths.login}
      />
      <AuthCard
        title="Sign In"
        intro="Welcome back. Sign in to see your orders, courses and upcoming events."
        submitLabel="Sign In"
        busyLabel="Signing in..."
        busy={form.busy}
        onSubmit={submit}
        footer={
          <>
            Don&apos;t have an account? <Link to={accountPaths.signup}>Sign up</Link>
          </>
        }
      >
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
      </AuthCard>
    </>
  );
}
