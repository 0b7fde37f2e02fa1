import { useLocation } from 'preact-iso';
import { useState } from 'preact/hooks';
import { BASE } from '../paths';
import { client, endedBecause, signIn } from '../session';
import { ErrorBox, Field, Form, Notice, useAction } from '../ui';

export function SignIn() {
  const { path, query, route } = useLocation();
  const [email, setEmail] = useState(query.email ?? '');
  const [password, setPassword] = useState('');
  const submit = useAction(async () => {
    await signIn(email, password);
    // Signed in from a page the user asked for: stay there; from the sign-in page: the overview.
    if (path === `${BASE}/sign-in`) route(`${BASE}/`, true);
  });
  return (
    <Form class="account" onSubmit={submit.run}>
      <h1>Sign in to fnhost</h1>
      <Notice text={query.registered ? 'Account created: sign in with your password.' : null} />
      <Notice text={endedBecause && `Your session ended (${endedBecause}).`} />
      <Field
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onValue={setEmail}
      />
      <Field
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onValue={setPassword}
      />
      <ErrorBox error={submit.error} />
      <button type="submit" disabled={submit.busy}>
        {submit.busy ? 'Signing in…' : 'Sign in'}
      </button>
      <p class="links">
        <a href={`${BASE}/register`}>Create an account</a> ·{' '}
        <a href={`${BASE}/reset-password`}>Forgot your password?</a>
      </p>
    </Form>
  );
}

export function Register() {
  const { route } = useLocation();
  const [form, setForm] = useState({ email: '', password: '', first_name: '', last_name: '' });
  const submit = useAction(async () => {
    await client.register(form);
    route(`${BASE}/sign-in?registered=1&email=${encodeURIComponent(form.email)}`);
  });
  const set = (name: keyof typeof form) => (value: string) => setForm({ ...form, [name]: value });
  return (
    <Form class="account" onSubmit={submit.run}>
      <h1>Create an fnhost account</h1>
      <Field
        label="First name"
        name="first_name"
        required
        autoComplete="given-name"
        value={form.first_name}
        onValue={set('first_name')}
      />
      <Field
        label="Last name"
        name="last_name"
        required
        autoComplete="family-name"
        value={form.last_name}
        onValue={set('last_name')}
      />
      <Field
        label="Email"
        type="email"
        name="email"
        required
        autoComplete="username"
        value={form.email}
        onValue={set('email')}
      />
      <Field
        label="Password"
        type="password"
        name="password"
        required
        autoComplete="new-password"
        value={form.password}
        onValue={set('password')}
      />
      <p class="hint">At least 8 characters, with a letter and a digit.</p>
      <ErrorBox error={submit.error} />
      <button type="submit" disabled={submit.busy}>
        {submit.busy ? 'Creating…' : 'Create account'}
      </button>
      <p class="links">
        Have an account? <a href={`${BASE}/sign-in`}>Sign in</a>
      </p>
    </Form>
  );
}

export function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const submit = useAction(async () => setSent((await client.resetPassword(email)).message));
  return (
    <Form class="account" onSubmit={submit.run}>
      <h1>Reset your password</h1>
      <p>We send a link to set a new password to the account's email.</p>
      <Field label="Email" type="email" name="email" required value={email} onValue={setEmail} />
      <ErrorBox error={submit.error} />
      <Notice text={sent} />
      <button type="submit" disabled={submit.busy}>
        Send the link
      </button>
      <p class="links">
        <a href={`${BASE}/sign-in`}>Back to sign in</a>
      </p>
    </Form>
  );
}
