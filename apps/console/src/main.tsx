import { render } from 'preact';
import { useEffect } from 'preact/hooks';
import { LocationProvider, Route, Router, useLocation } from 'preact-iso';
import { FunctionPage } from './function/function-page';
import { ForgotPassword, Register, SignIn } from './pages/account';
import { Functions } from './pages/functions';
import { NotFound } from './pages/not-found';
import { Overview } from './pages/overview';
import { Secrets } from './pages/secrets';
import { ServiceHealth } from './service-health';
import { signOut, useSignedIn } from './session';
import { BASE } from './paths';
import { chooseTeam } from './team';
import { AcceptInvitation } from './team/invitation';
import { TeamSwitcher } from './team/switcher';
import { TeamPage } from './team/team-page';
import './styles.css';

/** The pages for signed-out users; signed in, they show the overview. */
const PUBLIC_PAGES = ['sign-in', 'register', 'reset-password'];

function Shell() {
  const signedIn = useSignedIn();
  const { path } = useLocation();
  // The next account to sign in starts in its own personal team.
  useEffect(() => void (signedIn || chooseTeam(undefined)), [signedIn]);
  if (!signedIn)
    return (
      <main class="public">
        <ServiceHealth />
        <Router>
          <Route path={`${BASE}/register`} component={Register} />
          <Route path={`${BASE}/reset-password`} component={ForgotPassword} />
          <Route default component={SignIn} />
        </Router>
      </main>
    );
  const at = (prefix: string) => (path === prefix || path.startsWith(`${prefix}/`) ? 'page' : undefined);
  return (
    <>
      <header class="top">
        <a class="brand" href={`${BASE}/`}>
          fnhost
        </a>
        <nav aria-label="Main">
          <a href={`${BASE}/`} aria-current={path === `${BASE}/` || path === BASE ? 'page' : undefined}>
            Overview
          </a>
          <a href={`${BASE}/functions`} aria-current={at(`${BASE}/functions`)}>
            Functions
          </a>
          <a href={`${BASE}/secrets`} aria-current={at(`${BASE}/secrets`)}>
            Secrets
          </a>
          <a href={`${BASE}/team`} aria-current={at(`${BASE}/team`)}>
            Team
          </a>
        </nav>
        <TeamSwitcher />
        <button type="button" class="secondary" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <main>
        <ServiceHealth />
        <Router>
          <Route path={`${BASE}/`} component={Overview} />
          <Route path={BASE} component={Overview} />
          <Route path={`${BASE}/functions`} component={Functions} />
          <Route path={`${BASE}/functions/:id/:tab?`} component={FunctionPage} />
          <Route path={`${BASE}/functions/:id/:tab/:execution`} component={FunctionPage} />
          <Route path={`${BASE}/secrets`} component={Secrets} />
          <Route path={`${BASE}/team/:tab?`} component={TeamPage} />
          <Route path={`${BASE}/invitations/:token`} component={AcceptInvitation} />
          {PUBLIC_PAGES.map((page) => (
            <Route key={page} path={`${BASE}/${page}`} component={Overview} />
          ))}
          <Route default component={NotFound} />
        </Router>
      </main>
    </>
  );
}

render(
  <LocationProvider scope={BASE}>
    <Shell />
  </LocationProvider>,
  document.getElementById('app')!,
);
