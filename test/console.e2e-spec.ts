import { spawnSync } from 'child_process';
import { createHmac } from 'crypto';
import type axe from 'axe-core';
import { mkdirSync, readFileSync } from 'fs';
import * as path from 'path';
import { Browser, chromium, ConsoleMessage, Locator, Page } from 'playwright-core';
import { natsBroker } from './support/brokers';
import { login, PASSWORD, register, uniqueEmail } from './support/fixtures';
import { archiveOf, fnName, invoke } from './support/functions';
import { call } from './support/http';
import { API, port, portOf, processEnv, ROOT, spawnApp, waitFor } from './support/stack';
import { until } from './support/wait';

/**
 * The web console as a user clicks through it: Debian's Chromium, headless, driven by
 * playwright-core, against the real stack. Screenshots of every page go to
 * .fnhost/test-output/console/.
 */
const CONSOLE = `${API}/console`;
const SHOTS = path.join(ROOT, '.fnhost', 'test-output', 'console');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DAY = 24 * 3600_000;
/** axe-core's browser build, injected into each page the suite checks. */
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const handler = (version: number) =>
  `exports.handler = async (event) => {\n` +
  `  console.log('hello from v${version}', event.name);\n` +
  `  console.error('a warning line');\n` +
  `  return { greeting: (process.env.GREETING ?? 'Hi') + ', ' + event.name, version: ${version} };\n` +
  `};\n`;

/** The range a chart drew on an axis (uPlot's scale, set on its figure): `x` in Unix seconds, `y` in its unit. */
async function rangeOf(figure: Locator, axis: 'x' | 'y'): Promise<[number, number]> {
  let range: string | null = null;
  await until(
    `the chart's ${axis} range`,
    async () => (range = await figure.getAttribute(`data-${axis}-range`)) !== null,
  );
  const [min, max] = range!.split(' ').map(Number);
  return [min, max];
}

describe('web console', () => {
  let browser: Browser;
  let page: Page;
  /** What the page logged as errors; requests the test makes fail on purpose are listed apart. */
  const consoleErrors: string[] = [];
  const email = uniqueEmail('console');
  const name = fnName('console');
  let privateKey = '';

  /**
   * A page or state the suite reached: its screenshot, and axe-core's accessibility rules run on it
   * (any violation, whatever its impact, fails the case).
   */
  async function shot(file: string): Promise<void> {
    await page.screenshot({ path: path.join(SHOTS, `${file}.png`), fullPage: true });
    // Through the browser's debugging protocol: the console's CSP rightly refuses inline scripts.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
    const violations = await page.evaluate(async () => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document);
      return violations.map(
        (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    });
    expect({ page: file, violations }).toEqual({ page: file, violations: [] });
  }
  const tab = (label: string) =>
    page.getByRole('navigation', { name: 'Function' }).getByRole('link', { name: label, exact: true });
  const card = (title: string) => page.getByRole('region', { name: title });
  const alert = () => page.getByRole('alert');

  async function invokeInPlayground(input: string, key = ''): Promise<void> {
    await tab('Invoke').click();
    await page.getByLabel('Input (JSON').fill(input);
    await page.getByLabel(/Private API key/).fill(key);
    await page.getByRole('button', { name: 'Invoke', exact: true }).click();
  }

  /** The traffic chart's newest bucket: its time and request count. */
  async function latestBucket(): Promise<{ bucket: string | null; requests: number }> {
    const latest = page.getByTestId('Requests and errors latest');
    return {
      bucket: await latest.getAttribute('data-bucket'),
      requests: Number(await latest.locator('[data-series="requests"]').textContent()),
    };
  }

  async function deployArchive(files: Record<string, string>, fileName = 'fn.tar.gz'): Promise<Locator> {
    await tab('Deploy').click();
    await page.locator('input[type=file]').setInputFiles({
      name: fileName,
      mimeType: 'application/gzip',
      buffer: archiveOf(files),
    });
    return page.getByRole('status', { name: 'Build' });
  }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('console', (m: ConsoleMessage) => m.type() === 'error' && consoleErrors.push(m.text()));
    page.on('pageerror', (err) => consoleErrors.push(`uncaught: ${err.message}`));
    page.on('dialog', (d) => void d.accept());
  });
  afterAll(() => browser?.close());

  it('is served with a CSP that allows no inline script and no framing; any console path is the app', async () => {
    const res = await fetch(`${CONSOLE}/functions/some-id/keys`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await res.text();
    expect(html).toMatch(/<script type="module" crossorigin src="\/console\/assets\/[^"]+\.js"><\/script>/);
    // Every script is a file of its own: none inline.
    expect(html.match(/<script[^>]*>[^<]+<\/script>/)).toBeNull();
    const missing = await fetch(`${CONSOLE}/assets/no-such-file.js`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'Not found' });
  });

  it('says on every page, signed in or not, when the service is degraded and what is down', async () => {
    // An api whose Redis is unreachable: it serves the console, and its health says degraded.
    const api = spawnApp('api', { PORT: portOf(3186), REDIS_URL: 'redis://127.0.0.1:1/0' });
    const other = await browser.newPage();
    try {
      await waitFor(`http://127.0.0.1:${port(3186)}/health`, 60, [503]);
      await other.goto(`http://127.0.0.1:${port(3186)}/console/`);
      await other.getByRole('heading', { name: 'Sign in to fnhost' }).waitFor();
      await other
        .getByRole('alert')
        .filter({
          hasText: 'The service is degraded (redis down): requests that need it fail until it is back.',
        })
        .waitFor();
    } finally {
      await other.close();
      api.kill('SIGTERM');
    }
  });

  it('registers, is refused a wrong password with the envelope shown, then signs in', async () => {
    await page.goto(`${CONSOLE}/`);
    await page.getByRole('heading', { name: 'Sign in to fnhost' }).waitFor();
    await shot('sign-in');

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(email);
    await shot('reset-password');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('status').filter({ hasText: 'a password reset link has been sent' }).waitFor();
    await page.getByRole('link', { name: 'Back to sign in' }).click();

    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await shot('register');
    await page.getByRole('button', { name: 'Create account' }).click();
    // The browser's own check passes; the API's refuses, and its details are shown.
    await expect(alert().textContent()).resolves.toMatch(/400 Invalid request.*password/);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Account created: sign in with your password.').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    await page.getByLabel('Password').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(alert().textContent()).resolves.toMatch(/^403 /);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
  });

  it('lists no functions with what to do next, refuses a bad name, creates one', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Functions' }).click();
    await page.getByText('No functions yet.').waitFor();
    await shot('functions-empty');
    // Past the browser's pattern check (removed), the API's own rule is shown.
    await page.getByLabel('Name', { exact: true }).evaluate((input) => input.removeAttribute('pattern'));
    await page.getByLabel('Name', { exact: true }).fill('Bad Name');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(alert().textContent()).resolves.toMatch(/400 Invalid request.*name/);

    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Memory (MB)').fill('256');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { name }).waitFor();
    expect(await page.locator('dd', { hasText: 'MB' }).textContent()).toBe('256 MB');
  });

  it('deploys a dropped archive: progress, then the build followed until active; a bad one shows why', async () => {
    await tab('Deploy').click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'broken.tar.gz',
      mimeType: 'application/gzip',
      buffer: Buffer.from('this is not a gzip stream'),
    });
    await expect(alert().textContent()).resolves.toMatch(/^400 Invalid request/);

    // The version's environment: anything but a JSON object of strings is refused before upload.
    await page.getByLabel('Environment variables').fill('{"GREETING": 1}');
    await page.locator('input[type=file]').setInputFiles({
      name: 'fn.tar.gz',
      mimeType: 'application/gzip',
      buffer: archiveOf({ 'index.js': handler(1) }),
    });
    await expect(alert().textContent()).resolves.toMatch(/must be a JSON object of string values/);
    expect(await page.getByRole('progressbar', { name: 'Upload progress' }).count()).toBe(0);
    await page.getByLabel('Environment variables').fill('{"GREETING": "Hello"}');

    const build = await deployArchive({ 'index.js': handler(1) });
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    await build.getByText('active', { exact: true }).waitFor({ timeout: 120_000 });
    expect(await build.textContent()).toContain('Version 1');
    expect(await page.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('value')).toBe(
      await page.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('max'),
    );
    await page.locator('[data-fact=version]').getByText('v1').waitFor();
    // The environment given at deploy shows on the function's page, its value masked until revealed.
    const environment = page.locator('[data-fact=environment]');
    await environment.getByText('GREETING').waitFor();
    expect(await environment.locator('[data-env=GREETING]').textContent()).toBe('••••••');
    await environment.getByRole('button', { name: 'Reveal values' }).click();
    expect(await environment.locator('[data-env=GREETING]').textContent()).toBe('Hello');
    await environment.getByRole('button', { name: 'Hide values' }).click();
    await shot('function-deploy');
  });

  it('invokes in the playground: result, status, duration and the invocation logs; bad JSON is refused', async () => {
    await invokeInPlayground('{ "name": ');
    await expect(alert().textContent()).resolves.toMatch(/Input is not valid JSON/);

    await invokeInPlayground('{ "name": "Ada" }');
    const outcome = page.getByRole('region', { name: 'Invocation result' });
    await outcome.waitFor();
    expect(JSON.parse((await outcome.locator('[data-outcome=result]').textContent())!)).toEqual({
      greeting: 'Hello, Ada',
      version: 1,
    });
    expect(await outcome.getByText('success').count()).toBeGreaterThan(0);
    expect(await outcome.locator('[data-outcome=duration]').textContent()).toMatch(/^\d+$/);
    const logs = outcome.locator('ol.logs li');
    await expect(logs.allTextContents()).resolves.toEqual([
      expect.stringMatching(/info\s+hello from v1 Ada$/),
      expect.stringMatching(/error\s+a warning line$/),
    ]);
    await shot('function-invoke');

    // The input saved as a test event; kept across tabs; a saved one picked becomes the input.
    const saved = page.getByRole('region', { name: 'Saved test events' });
    await saved.getByLabel('Save the input as').fill('ada');
    await saved.getByRole('button', { name: 'Save' }).click();
    await saved.getByText('Saved as "ada"').waitFor();
    await page.getByLabel('Input (JSON').fill('{ "name": "Draft" }');
    await tab('Logs').click();
    await tab('Invoke').click();
    expect(await page.getByLabel('Input (JSON').inputValue()).toBe('{ "name": "Draft" }');
    await saved.getByLabel('Saved test event').selectOption('ada');
    expect(JSON.parse(await page.getByLabel('Input (JSON').inputValue())).toEqual({ name: 'Ada' });
    await saved.getByLabel('Save the input as').fill('bad name!');
    await saved.getByRole('button', { name: 'Save' }).click(); // the browser refuses the pattern
    expect(
      await saved.getByLabel('Save the input as').evaluate((e) => (e as HTMLInputElement).validity.valid),
    ).toBe(false);
    expect(await saved.getByLabel('Saved test event').locator('option').allTextContents()).toEqual([
      'choose one…',
      'ada',
    ]);
    await shot('function-invoke-saved');
  });

  it('shows the execution in the list and its detail, the logs, and the chart counting up', async () => {
    await tab('Executions').click();
    const rows = card('Executions').locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    await shot('function-executions');
    // The whole row opens the execution's own page, at an address of its own.
    const executionId = (await rows.first().locator('code').textContent())!;
    await rows.first().getByRole('cell').nth(1).click();
    await page.waitForURL(`**/executions/${executionId}`);
    const shown = async (where: Page) => {
      const detail = where.getByRole('region', { name: `Execution ${executionId}` });
      await detail.getByText('hello from v1 Ada').waitFor();
      const payload = async (which: string) =>
        JSON.parse((await detail.locator(`[data-payload=${which}]`).textContent())!) as unknown;
      expect(await payload('input')).toEqual({ name: 'Ada' });
      expect(await payload('result')).toEqual({ greeting: 'Hello, Ada', version: 1 });
      expect(await detail.locator('[data-fact=version]').textContent()).toBe('v1');
    };
    await shown(page);
    // Its address is a link to share: opened afresh, it asks to sign in, then shows the execution.
    const shared = await page.context().newPage();
    try {
      await shared.goto(page.url());
      await shared.getByLabel('Email').fill(email);
      await shared.getByLabel('Password').fill(PASSWORD);
      await shared.getByRole('button', { name: 'Sign in' }).click();
      await shown(shared);
    } finally {
      await shared.close();
    }
    const detail = card(`Execution ${executionId}`);
    await shot('function-execution');
    // Back to the list, filtered: no execution failed.
    await detail.getByRole('link', { name: 'All executions' }).click();
    const listFilter = page.getByRole('form', { name: 'Filter executions' });
    await listFilter.getByLabel('Status').selectOption('error');
    await listFilter.getByRole('button', { name: 'Filter' }).click();
    await card('Executions').getByText('No executions match the filter.').waitFor();
    await listFilter.getByLabel('Status').selectOption('success');
    await listFilter.getByRole('button', { name: 'Filter' }).click();
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);

    await tab('Logs').click();
    await card('Logs').getByText('hello from v1 Ada').waitFor();
    await shot('function-logs');

    await tab('Statistics').click();
    await page.getByTestId('Requests and errors latest').waitFor();
    const before = await latestBucket();
    expect(before.requests).toBeGreaterThanOrEqual(1);
    await shot('function-stats');

    // Live follow: an invocation from elsewhere (another client of the same account) shows up
    // on the open logs page, and in the chart's newest bucket.
    await tab('Logs').click();
    await card('Logs').getByText('hello from v1 Ada').waitFor();
    const { access_token } = await login(email);
    const id = page.url().split('/functions/')[1].split('/')[0];
    expect((await invoke(access_token, id, { name: 'Following' })).status).toBe(200);
    await card('Logs').getByText('hello from v1 Following').waitFor({ timeout: 15_000 });

    // The connection to the API fails for a while: the page says so, then follows again.
    const logsUrl = (url: URL) => url.pathname.endsWith('/logs');
    await page.route(logsUrl, (route) => route.abort('connectionrefused'));
    await expect(card('Logs').getByRole('alert').textContent()).resolves.toMatch(/^cannot reach /);
    await page.unroute(logsUrl);
    expect((await invoke(access_token, id, { name: 'Resumed' })).status).toBe(200);
    await card('Logs').getByText('hello from v1 Resumed').waitFor({ timeout: 20_000 });
    expect(await card('Logs').getByRole('alert').count()).toBe(0);

    // A text filter (any case) keeps the matching entries only; an end time before them, none.
    const filter = page.getByRole('form', { name: 'Filter logs' });
    await filter.getByLabel('Contains').fill('FOLLOWING');
    await filter.getByRole('button', { name: 'Filter' }).click();
    await page.waitForFunction(() => document.querySelectorAll('ol.logs li').length === 1);
    expect(await card('Logs').locator('ol.logs li').textContent()).toContain('hello from v1 Following');
    await filter.getByLabel('Until').fill('2020-01-01T00:00');
    await filter.getByRole('button', { name: 'Filter' }).click();
    await card('Logs').getByText('No entries match the filter.').waitFor();
    await shot('function-logs-filtered');
    await filter.getByLabel('Contains').fill('');
    await filter.getByLabel('Until').fill('');
    await filter.getByRole('button', { name: 'Filter' }).click();
    await card('Logs').getByText('hello from v1 Resumed').waitFor();

    await expectEventually(async () => {
      const now = await latestBucket();
      // Unless the hour turned meanwhile, the same bucket counts one more.
      return now.bucket === before.bucket ? now.requests === before.requests + 2 : now.requests >= 1;
    });
  });

  it('invokes asynchronously from the playground; keeps schedules and the async policy in their tabs', async () => {
    await tab('Invoke').click();
    await page.getByLabel(/Asynchronous: answered at once/).check();
    await invokeInPlayground('{ "name": "Later" }');
    const outcome = page.getByRole('region', { name: 'Invocation result' });
    await outcome.getByText(/asynchronous, 1 attempt/).waitFor();
    expect(await outcome.getByText('success').count()).toBeGreaterThan(0);
    // Its result, from the execution it was recorded in.
    expect(JSON.parse((await outcome.locator('[data-outcome=result]').textContent())!)).toEqual({
      greeting: 'Hello, Later',
      version: 1,
    });
    await page.getByLabel(/Asynchronous: answered at once/).uncheck();

    await tab('Schedules').click();
    const schedules = card('Schedules');
    await schedules.getByText('No schedules yet.').waitFor();
    await page.getByLabel('Cron').fill('61 * * * *');
    await page.getByRole('button', { name: 'Add schedule' }).click();
    await expect(alert().textContent()).resolves.toMatch(/cron/);
    await page.getByLabel('Cron').fill('@daily');
    await page.getByLabel('Time zone (IANA)').fill('UTC');
    await page.getByRole('button', { name: 'Add schedule' }).click();
    await schedules.locator('tbody tr').getByText('@daily').waitFor();
    await schedules.getByRole('button', { name: 'Pause' }).click();
    await schedules.locator('tbody tr').getByText('paused').waitFor();
    await shot('function-schedules');
    await schedules.getByRole('button', { name: 'Delete' }).click();
    await schedules.getByText('No schedules yet.').waitFor();

    await tab('Async').click();
    await card('Dead letters')
      .getByText(/No dead letters/)
      .waitFor();
    await page.getByLabel('Retries (0 to 5)').fill('1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await card('Asynchronous invocations').locator('[data-secret]').waitFor();
    expect(await card('Asynchronous invocations').locator('[data-secret]').textContent()).toMatch(
      /^[0-9a-f]{64}$/,
    );
    await shot('function-async');
  });

  it('consumes a broker from the Triggers tab: a refusal named, then added, its messages counted, paused, deleted', async () => {
    const nats = await natsBroker();
    try {
      const source = (await nats.source()) as { stream: string };
      await tab('Triggers').click();
      const triggers = card('Triggers');
      await triggers.getByText(/No triggers/).waitFor();
      await page.getByLabel('Name', { exact: true }).fill('orders');
      await page.getByLabel('URL', { exact: true }).fill('nats://127.0.0.1:4222');
      await page.getByLabel('Stream', { exact: true }).fill('missing');
      await page.getByLabel('Durable consumer').fill('fnhost');
      await page.getByRole('button', { name: 'Add trigger' }).click();
      await expect(alert().textContent()).resolves.toMatch(/stream missing not found/);
      await page.getByLabel('Stream', { exact: true }).fill(source.stream);
      await page.getByRole('button', { name: 'Add trigger' }).click();
      const row = triggers.locator('tr[data-trigger=orders]');
      await row.getByText('running').waitFor({ timeout: 15_000 });
      await nats.publish(source, ['{"name": "Broker"}']);
      await row.locator('td').nth(4).getByText('1', { exact: true }).waitFor({ timeout: 15_000 });
      await row.getByRole('button', { name: 'Pause' }).click();
      await row.getByText('paused').waitFor();
      await shot('function-triggers');
      await row.getByRole('button', { name: 'Delete' }).click();
      await triggers.getByText(/No triggers/).waitFor();
    } finally {
      await nats.close();
    }
  });

  it('creates the function URL, copies it, tries it (public, then with the bearer token), and deletes it', async () => {
    await tab('URL').click();
    const panel = card('Function URL');
    await panel.getByRole('button', { name: 'Create URL' }).click();
    const address = (await panel.locator('[data-url]').textContent()) ?? '';
    expect(address).toMatch(/\/fn\/[A-Za-z0-9_-]{22}\/$/);
    await page.getByLabel('Path (with a query if you like)').fill('/hello?x=1');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(panel.locator('[data-reply]').textContent()).resolves.toMatch(/^200\n/);
    expect((await fetch(address)).status).toBe(200);
    await page.getByLabel('Auth').selectOption('bearer');
    await page.getByLabel(/CORS origins/).fill('https://app.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('URL updated').waitFor();
    expect((await fetch(address)).status).toBe(401);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(panel.locator('[data-reply]').textContent()).resolves.toMatch(/^200\n/);
    await shot('function-url');
    await panel.getByRole('button', { name: 'Delete URL' }).click();
    await panel.getByRole('button', { name: 'Create URL' }).waitFor();
    expect((await fetch(address)).status).toBe(404);
  });

  it('keeps a secret write-only, and changes the configuration without a build', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Secrets' }).click();
    await page.getByLabel(/^Name/).fill('console-token');
    await page.getByLabel('Value').fill('console-secret-value');
    await page.getByRole('button', { name: 'Create secret' }).click();
    await page.getByText('Secret console-token created (20 bytes)').waitFor();
    const row = page.locator('[data-secret-row="console-token"]');
    await row.waitFor();

    // In the app (a reload would sign out: the session is kept in memory only).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Functions' }).click();
    await page.getByRole('link', { name }).click();
    await tab('Configuration').click();
    await expect(page.getByLabel('Memory (MB)').inputValue()).resolves.toBe('256');
    await page.getByLabel('Memory (MB)').fill('512');
    await page.getByLabel(/^Environment variables/).fill('{"MODE": "console"}');
    await page.getByRole('checkbox', { name: 'console-token' }).check();
    await page.getByLabel('Description').fill('greets people');
    await page.getByRole('button', { name: 'Save configuration' }).click();
    await page.getByText('Saved as revision 2: calls from now on run on it').waitFor();
    await page.locator('[data-fact="config-revision"]', { hasText: 'revision 2' }).waitFor();
    await page.getByText('greets people').first().waitFor();
    expect(await page.locator('dd', { hasText: 'MB' }).textContent()).toBe('512 MB');
    await expect(page.locator('[data-fact="instances"]').textContent()).resolves.toMatch(
      /^(\d+ on \S+ \(\d+ calls running\)(, )?)+$|^none running$/,
    );
    await expect(page.locator('[data-revision="2"] td').nth(1).textContent()).resolves.toBe(
      'memory, env, secrets, description',
    );
    await shot('function-configuration');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Secrets' }).click();
    await row.getByRole('link', { name }).waitFor();
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(alert().first().textContent()).resolves.toMatch(/409 Conflict.*is used by/);
    await row.getByRole('button', { name: 'Change value' }).click();
    await page.getByLabel('New value of console-token').fill('second-value');
    await row.getByRole('button', { name: 'Save' }).click();
    await card('Your secrets').getByText('Secret console-token changed').waitFor();
    expect(await card('Your secrets').getByRole('alert').count()).toBe(0); // the refusal before is gone
    expect(await page.content()).not.toContain('console-secret-value');
    await shot('secrets');
    await row.getByRole('link', { name }).click(); // back to the function, for the tests below
    await page.getByRole('heading', { name }).waitFor();
  });

  /** The statistics tab, opened anew until `check` holds (it reads the series when opened). */
  async function expectEventually(check: () => Promise<boolean>, seconds = 30) {
    const deadline = Date.now() + seconds * 1000;
    for (;;) {
      await tab('Invoke').click();
      await tab('Statistics').click();
      await page.getByTestId('Requests and errors latest').waitFor();
      if (await check()) return;
      if (Date.now() > deadline) throw new Error(`not seen within ${seconds}s`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  it('generates a key shown once; unsigned invokes are refused, signed ones succeed', async () => {
    await tab('API keys').click();
    await page.getByText('No keys.').waitFor();
    await page.getByLabel('Name (optional)').fill('console key');
    await page.getByRole('button', { name: 'Generate key' }).click();
    const secret = page.locator('[data-secret=private-key]');
    await secret.waitFor();
    privateKey = (await secret.textContent())!;
    expect(privateKey.length).toBeGreaterThan(20);
    await page
      .getByRole('status', { name: 'New private key' })
      .getByRole('button', { name: 'Copy' })
      .waitFor();
    await shot('function-keys');
    await page.getByRole('button', { name: 'I have stored it' }).click();
    expect(await secret.count()).toBe(0);

    await invokeInPlayground('{ "name": "Unsigned" }');
    await expect(alert().textContent()).resolves.toMatch(
      /takes signed invocations only: paste .*"Private API key"/,
    );
    // The field it points at has the focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('private-key');

    await invokeInPlayground('{ "name": "Signed" }', privateKey);
    const outcome = page.getByRole('region', { name: 'Invocation result' });
    await outcome.waitFor();
    expect(await outcome.textContent()).toContain('signed');
    expect(await outcome.locator('[data-outcome=result]').textContent()).toContain('Hello, Signed');
  });

  it('revokes, enables, rolls and updates the key; the list says each state', async () => {
    await tab('API keys').click();
    const row = card('Keys').locator('tbody tr').first();
    await row.getByRole('button', { name: 'Revoke' }).click();
    await row.getByText('revoked', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Enable' }).click();
    await row.getByText('active', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Roll' }).click();
    await page.getByRole('status').filter({ hasText: 'API key rolled' }).waitFor();
    await row.getByRole('button', { name: 'Update' }).click();
    await row.getByLabel('New validity').selectOption('1w');
    await row.getByRole('button', { name: 'Save' }).click();
    await row.getByRole('cell', { name: '1 week', exact: true }).waitFor(); // written out, not "1w"
  });

  it('shows why a build failed; the active version keeps serving; rolls back from the deployments list', async () => {
    const broken = await deployArchive({ 'index.js': 'exports.handler = async () => { return {; };\n' });
    await broken.getByText('failed', { exact: true }).waitFor({ timeout: 120_000 });
    expect(await broken.locator('.build-error').textContent()).toMatch(
      /^cannot load the handler: SyntaxError/,
    );
    // The failed build's output is open under it, ending with why.
    const output = broken.getByLabel(/^Build output of v\d+$/);
    await output.getByText(/failed: cannot load the handler: SyntaxError/).waitFor();
    expect(await output.textContent()).toMatch(/building version \d+ \(node24\)/);
    await shot('function-deploy-failed');
    expect(await page.locator('[data-fact=version]').textContent()).toBe('v1');

    // A dependency install that fails: the installer's own error, the warning about the missing
    // lock file, and what the build installs in the deployments list. The archive's .npmrc points
    // npm at a port nothing listens on: no registry is needed to fail.
    const uninstallable = await deployArchive({
      'index.js': handler(2),
      'package.json': '{"name":"fn","version":"1.0.0","dependencies":{"left-pad":"1.3.0"}}',
      '.npmrc': 'registry=http://127.0.0.1:9/\nfetch-retries=0\n',
    });
    await uninstallable.getByText('failed', { exact: true }).waitFor({ timeout: 120_000 });
    expect(await uninstallable.locator('.build-error').textContent()).toMatch(
      /^npm install --omit=dev failed \(exit code \d+\):[\s\S]*ECONNREFUSED/,
    );
    expect(await uninstallable.locator('.warning').textContent()).toMatch(/no package-lock\.json/);
    await tab('Deployments').click();
    const row = card('Deployments').locator('tr').filter({ hasText: 'npm install' });
    await row.getByText('failed', { exact: true }).waitFor();
    await row.locator('code', { hasText: /^npm install$/ }).waitFor();
    expect(await page.locator('[data-fact=version]').textContent()).toBe('v1');

    // Dropped onto the drop zone, as a user drags a file from their desktop.
    await tab('Deploy').click();
    const bytes = [...archiveOf({ 'index.js': handler(3) })];
    const dropped = await page.evaluateHandle((data) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], 'v3.tar.gz', { type: 'application/gzip' }));
      return transfer;
    }, bytes);
    await page.locator('.drop').dispatchEvent('drop', { dataTransfer: dropped });
    const build = page.getByRole('status', { name: 'Build' });
    await build.getByText('active', { exact: true }).waitFor({ timeout: 120_000 });
    expect(await build.textContent()).toContain('Version 4');
    expect(await page.locator('.drop').textContent()).toContain('v3.tar.gz');
    await page.locator('[data-fact=version]').getByText('v4').waitFor();
    await tab('Deployments').click();
    await page.getByRole('button', { name: 'Roll back to v1' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /rolled back/ })
      .waitFor();
    await page.locator('[data-fact=version]').getByText('v1').waitFor();
    expect(await card('Deployments').locator('tr[data-version="1"]').getByText('active').count()).toBe(1);
    // Each version's build output opens in its row; its archive's hash is beside it.
    const v1 = card('Deployments').locator('tr[data-version="1"]');
    expect(await v1.locator('code[title]').textContent()).toMatch(/^[0-9a-f]{12}$/);
    await v1.getByText('Build output of v1').click();
    await v1
      .getByLabel('Build output of v1')
      .getByText(/version 1 is active/)
      .waitFor();
    await shot('function-deployments');
    // The failed version goes (its row with it); the active one has no Delete button.
    expect(await v1.getByRole('button', { name: 'Delete v1' }).count()).toBe(0);
    const failed = await row.getAttribute('data-version');
    await row.getByRole('button', { name: `Delete v${failed}` }).click();
    await page
      .getByRole('status')
      .filter({
        hasText: new RegExp(`version ${failed} of function \\S+ deleted \\(\\d+ archive bytes freed\\)`),
      })
      .waitFor();
    await card('Deployments').locator(`tr[data-version="${failed}"]`).waitFor({ state: 'detached' });

    await invokeInPlayground('{ "name": "Back" }', privateKey);
    const result = page.getByRole('region', { name: 'Invocation result' }).locator('[data-outcome=result]');
    await result.waitFor();
    expect(JSON.parse((await result.textContent())!)).toMatchObject({ version: 1 });
  });

  it('shows a scheduled deletion and cancels it', async () => {
    await tab('Deletion').click();
    await page.getByText('Not scheduled for deletion.').waitFor();
    // The stale scan, as the worker's schedule runs it, on a day 31 days from now.
    const scan = spawnSync(
      process.execPath,
      [
        '-r',
        './scripts/paths.js',
        'dist/apps/api/src/cli.js',
        'cleanup:scan',
        '--now',
        new Date(Date.now() + 31 * DAY).toISOString(),
      ],
      { cwd: ROOT, env: processEnv(), encoding: 'utf8', timeout: 120_000 },
    );
    expect(scan.status).toBe(0);
    await tab('Invoke').click();
    await tab('Deletion').click();
    await page.getByText(/Scheduled for deletion/).waitFor();
    await shot('function-deletion');
    await page.getByRole('button', { name: 'Cancel the deletion' }).click();
    await page.getByText('Not scheduled for deletion.').waitFor();
  });

  it('shows the overview with totals and charts, lists the function with its version and last invocation', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Functions' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('v1').waitFor();
    expect(await row.getByText('never').count()).toBe(0);
    // Its last 24 hours from the statistics: the ten calls the overview counts below.
    await row.locator('[data-calls]').getByText('10').waitFor();
    expect(await row.locator('[data-errors]').textContent()).toMatch(/^\d+\.\d%$/);
    await shot('functions');
    // Search by a part of the name; a name nobody has finds nothing.
    const find = page.getByRole('form', { name: 'Find functions' });
    await find.getByLabel('Name contains').fill(name.slice(-6));
    await find.getByRole('button', { name: 'Search' }).click();
    await row.waitFor();
    await find.getByLabel('Name contains').fill('no-such-name');
    await find.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No function names contain "no-such-name".').waitFor();
    await find.getByLabel('Name contains').fill('');
    await find.getByRole('button', { name: 'Search' }).click();
    await find.getByLabel('Sort by').selectOption('name');
    await row.waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click();
    await page.getByTestId('Requests and errors latest').waitFor();
    expect((await latestBucket()).requests).toBeGreaterThanOrEqual(1);
    // Ada, Following, Resumed, Later (asynchronous), a broker's message, three through the URL, Signed
    // and Back ran; the unsigned call and the URL's without a token were refused before running.
    expect(Number(await page.locator('[data-total=Invocations]').textContent())).toBe(10);
    await page.getByLabel('Period').selectOption('1h');
    await page.getByRole('button', { name: 'Daily' }).click();
    await page
      .getByTestId('Requests and errors latest')
      .getByText(/Latest day/)
      .waitFor();
    await page.getByRole('button', { name: 'Hourly' }).click();
    await page
      .getByTestId('Requests and errors latest')
      .getByText(/Latest hour/)
      .waitFor();
    expect(await page.locator('canvas').count()).toBeGreaterThanOrEqual(2);
    // Latency as percentiles; throttles beside requests and errors.
    expect(await page.locator('[data-total="p95 latency"]').textContent()).toMatch(/^\d+(\.\d+)? ms$/);
    expect(await page.locator('[data-total=Throttled]').textContent()).toMatch(/^\d+$/);
    await page.getByTestId('Latency percentiles latest').locator('[data-series="ms p99"]').waitFor();
    // The values axis includes the latest point of every line (it once stopped at 10 below a 14 ms point).
    const latency = page.getByRole('figure', { name: 'Latency percentiles' });
    const shown = await latency.locator('.latest [data-series]').allTextContents();
    const [, top] = await rangeOf(latency, 'y');
    for (const value of shown.filter((v) => v !== '—').map(Number)) expect(top).toBeGreaterThanOrEqual(value);
    await shot('overview');
  });

  it('works in a team: made and chosen, invitations, tokens shown once, usage, the audit trail; then back', async () => {
    const main = page.getByRole('navigation', { name: 'Main' });
    const teamTab = (label: string) =>
      page.getByRole('navigation', { name: 'Team' }).getByRole('link', { name: label, exact: true });
    const team = fnName('crew');
    await main.getByRole('link', { name: 'Team' }).click();
    await card('Members').getByRole('cell', { name: email.toLowerCase(), exact: true }).waitFor();
    await teamTab('Settings').click();
    await page.getByLabel('Team name').fill('Not A Name');
    await page.getByRole('button', { name: 'Create team' }).click();
    expect(await page.getByLabel('Team name').evaluate((e) => (e as HTMLInputElement).validity.valid)).toBe(
      false,
    );
    await page.getByLabel('Team name').fill(team);
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByRole('heading', { name: `Team ${team}` }).waitFor();
    expect(await page.getByLabel('Current team').inputValue()).toMatch(/^[0-9a-f-]{36}$/);
    // Its owner chooses how long its executions are kept.
    const retention = card('Execution retention');
    await retention.getByText("your operator's default").waitFor();
    await retention.getByLabel('Days to keep').fill('14');
    await retention.getByRole('button', { name: 'Set retention' }).click();
    await retention.getByText('Executions are now kept 14 days').waitFor();
    await retention.getByText("the team's choice").waitFor();
    await shot('team-settings');

    // An invitation, accepted by its invitee in a browser of their own through the link.
    const invitee = await register(uniqueEmail('invitee'));
    await teamTab('Members').click();
    await page.getByLabel('Email').fill(invitee);
    await page.getByLabel('Invite as').selectOption('viewer');
    await page.getByRole('button', { name: 'Invite' }).click();
    const link = (await page.getByRole('status', { name: 'Invitation link' }).locator('code').textContent())!;
    expect(link).toMatch(/\/console\/invitations\/\S+$/);
    await card('Invitations').getByText(`${invitee} as viewer`).waitFor();
    await shot('team-members');
    const other = await browser.newContext();
    const theirs = await other.newPage();
    await theirs.goto(link);
    await theirs.getByLabel('Email').fill(invitee);
    await theirs.getByLabel('Password').fill(PASSWORD);
    await theirs.getByRole('button', { name: 'Sign in' }).click();
    await theirs.getByRole('button', { name: 'Join the team' }).click();
    await theirs.getByRole('heading', { name: `Team ${team}` }).waitFor();
    await theirs.getByText('You are viewer here').waitFor();
    // A viewer reads the members, and is told what the usage needs.
    await theirs.getByRole('navigation', { name: 'Team' }).getByRole('link', { name: 'Usage' }).click();
    await theirs
      .getByRole('alert')
      .getByText(/usage\.read needs the admin role/)
      .waitFor();
    await other.close();
    await teamTab('Usage').click();
    await teamTab('Members').click();
    await card('Members').getByRole('cell', { name: invitee, exact: true }).waitFor();

    // A token: shown once, listed without its value, revoked.
    await teamTab('Tokens').click();
    await page.getByLabel('Name', { exact: true }).fill('ci-deploy');
    await page.getByLabel('functions:write').check();
    await page.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByRole('status', { name: 'New access token' });
    expect(await shown.locator('[data-secret=access-token]').textContent()).toMatch(/^fnh_/);
    const row = page.locator('[data-token-row=ci-deploy]');
    await row.getByText('functions:read, functions:write').waitFor();
    expect(await row.textContent()).not.toMatch(/fnh_/);
    await shot('team-tokens');
    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('No access tokens.').waitFor();

    await teamTab('Usage').click();
    await page.locator('[data-quota=functions]').getByText('100').waitFor();
    expect(await page.locator('[data-quota=functions] td').nth(1).textContent()).toBe('0');
    await shot('team-usage');
    // The team's own lists: none of the personal team's functions.
    await main.getByRole('link', { name: 'Functions' }).click();
    await page.getByText('No functions yet.').waitFor();
    await main.getByRole('link', { name: 'Team' }).click();
    await teamTab('Audit').click();
    for (const action of ['team.create', 'member.invite', 'token.create', 'token.revoke'])
      await page.locator(`[data-audit-action="${action}"]`).first().waitFor();
    await page.getByLabel(/^Action/).fill('token');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.locator('[data-audit-action="team.create"]').waitFor({ state: 'detached' });
    // Action names break between their words only: each word's boxes are on one line.
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      const lines = await page
        .locator('code.action .word')
        .evaluateAll((words) =>
          words.map((w) => [
            w.textContent,
            new Set(Array.from(w.getClientRects(), (r) => Math.round(r.top))).size,
          ]),
        );
      expect(lines.length).toBeGreaterThan(0);
      for (const [word, rects] of lines) expect([word, rects]).toEqual([word, 1]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot('team-audit');

    await page.getByLabel('Current team').selectOption({ label: 'personal (owner)' });
    await main.getByRole('link', { name: 'Functions' }).click();
    await page.getByRole('link', { name }).waitFor();
  });

  it('sets an alias with a canary and shows its split; follows a rollout step by step on a chart, then promotes it', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Functions' }).click();
    await page.getByRole('link', { name }).click();
    await tab('Aliases & rollouts').click();
    const id = page.url().split('/functions/')[1].split('/')[0];
    const { access_token } = await login(email);
    /** A call signed with the function's key (it takes signed calls only), its body unique. */
    const signedCall = (n: number) => {
      const body = JSON.stringify({ body: { name: `rollout ${n}` } });
      const ts = String(Math.floor(Date.now() / 1000));
      const signature = createHmac('sha256', privateKey).update(`${ts}:${body}`).digest('base64');
      return call('POST', `/api/functions/${id}/invoke`, {
        token: access_token,
        raw: body,
        headers: { 'x-signature': signature, 'x-timestamp': ts },
      });
    };
    await tab('Aliases & rollouts').click();
    const aliases = card('Aliases');
    await aliases.locator('tr[data-alias=latest]').waitFor();
    await aliases.getByLabel('Alias').fill('prod');
    await aliases.getByLabel('Version', { exact: true }).fill('1');
    await aliases.getByLabel('Canary version').fill('4');
    await aliases.getByLabel('Canary %').fill('25');
    await aliases.getByRole('button', { name: 'Save alias' }).click();
    await aliases.getByText('Alias prod saved').waitFor();
    expect(await aliases.locator('tr[data-alias=prod] .split').getAttribute('data-split')).toBe(
      'v1 75%, v4 25%',
    );
    // A bad one: the API's refusal is shown, nothing saved.
    await aliases.getByLabel('Alias').fill('latest');
    await aliases.getByRole('button', { name: 'Save alias' }).click();
    await expect(aliases.getByRole('alert').textContent()).resolves.toMatch(/alias latest is reserved/);

    const rollout = card('Rollout');
    await rollout.getByLabel('Steps (%)').fill('20, 50');
    await rollout.getByLabel('Step interval (s)').fill('30'); // 3 s on the test stack
    await rollout.getByLabel('Max error rate').fill('1');
    await rollout.getByLabel('Min calls per step').fill('1');
    await rollout.getByRole('button', { name: 'Save policy' }).click();
    await rollout.getByText('Rollout policy saved').waitFor();
    const build = await deployArchive({ 'index.js': handler(5) });
    await build.getByText('canary', { exact: true }).waitFor({ timeout: 120_000 });
    await tab('Aliases & rollouts').click();
    const progress = card('Rollout').getByRole('region', { name: 'Latest rollout' });
    await progress.getByText(/step 1 of 2 at 20%/).waitFor();
    expect(await card('Aliases').locator('tr[data-alias=latest] .split').getAttribute('data-split')).toBe(
      'v1 80%, v5 20%',
    );
    // Calls while the first step runs: it passes, the page follows it onto the next step and its chart.
    for (let n = 0; n < 40 && !(await progress.getByText(/step 2 of 2/).count()); n++)
      expect((await signedCall(n)).status).toBe(200);
    await progress.getByText(/step 2 of 2 at 50%/).waitFor();
    await progress.getByTestId('Error rate per decision latest').waitFor();
    // Its time axis spans its decisions, seconds apart: seconds on the axis, not years.
    const decided = (
      await call<{ rollout: { history: { decided_at: string }[] } }>('GET', `/api/functions/${id}/rollout`, {
        token: access_token,
      })
    ).body.rollout.history.map((d) => Date.parse(d.decided_at) / 1000);
    const [from, to] = await rangeOf(progress.getByRole('figure', { name: 'Error rate per decision' }), 'x');
    expect(from).toBeLessThanOrEqual(Math.min(...decided));
    expect(to).toBeGreaterThanOrEqual(Math.max(...decided));
    expect(to - from).toBeLessThan(600);
    await shot('function-rollout');
    await progress.getByRole('button', { name: 'Promote' }).click();
    await card('Rollout').getByText('Rollout of v5: promoted').waitFor();
    await page.locator('[data-fact=version]').getByText('v5').waitFor();
    await card('Rollout').getByRole('button', { name: 'Remove policy' }).click();
    await card('Rollout')
      .getByText(/rollout policy of function .* deleted/)
      .waitFor();
    await tab('Deployments').click();
    await card('Deployments').locator('tr[data-version="5"] [data-rollout=promoted]').waitFor();
  });

  it('no page scrolls sideways on a 390-px phone; each is screenshot and checked by axe there too', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const main = page.getByRole('navigation', { name: 'Main' });
    const fits = async (what: string) => {
      await page.waitForLoadState('networkidle');
      // The elements reaching past the right edge, named, so a failure says what spills out.
      const spilling = await page.evaluate(() =>
        document.documentElement.scrollWidth <= window.innerWidth
          ? []
          : Array.from(document.querySelectorAll('body *'))
              .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
              .slice(-5)
              .map(
                (e) =>
                  `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right)}px`,
              ),
      );
      expect({ what, spilling }).toEqual({ what, spilling: [] });
      await shot(`phone-${what}`);
    };
    try {
      await main.getByRole('link', { name: 'Overview' }).click();
      await page.getByTestId('Requests and errors latest').waitFor();
      await fits('overview');
      await main.getByRole('link', { name: 'Secrets' }).click();
      await page.getByRole('heading', { name: 'Secrets', level: 1 }).waitFor();
      await fits('secrets');
      await main.getByRole('link', { name: 'Team' }).click();
      for (const label of ['Members', 'Tokens', 'Usage', 'Audit', 'Settings']) {
        await page
          .getByRole('navigation', { name: 'Team' })
          .getByRole('link', { name: label, exact: true })
          .click();
        await page.getByRole('region').first().waitFor();
        await fits(`team-${label.toLowerCase()}`);
      }
      await main.getByRole('link', { name: 'Functions' }).click();
      await page.getByRole('link', { name }).waitFor();
      await fits('functions');
      await page.getByRole('link', { name }).click();
      for (const label of [
        'Invoke',
        'Deploy',
        'Configuration',
        'Executions',
        'Logs',
        'Async',
        'Schedules',
        'Triggers',
      ]) {
        await tab(label).click();
        await fits(`function-${label.toLowerCase()}`);
      }
      await tab('Executions').click();
      await card('Executions').locator('tbody tr a').first().click();
      await page.getByRole('heading', { name: /^Execution / }).waitFor();
      await fits('function-execution');
      for (const label of [
        'URL',
        'Statistics',
        'Deployments',
        'Aliases & rollouts',
        'API keys',
        'Deletion',
      ]) {
        await tab(label).click();
        await fits(`function-${label.toLowerCase().replace(/\W+/g, '-')}`);
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('deletes the key, then the function, from its page', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Functions' }).click();
    await page.getByRole('link', { name }).click();
    await tab('API keys').click();
    await card('Keys').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No keys.').waitFor();
    await page.getByRole('button', { name: 'Delete function' }).click();
    await page.getByText('No functions yet.').waitFor();
  });

  it('keeps no token in storage, signs out, and then asks to sign in again', async () => {
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie,
    );
    expect(stored).toBe('{}');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in to fnhost' }).waitFor();
    await page.goto(`${CONSOLE}/functions`);
    await page.getByRole('heading', { name: 'Sign in to fnhost' }).waitFor();
  });

  it('refreshes the access token before it expires, while the page sits idle', async () => {
    const context = await browser.newContext();
    await context.clock.install();
    const idle = await context.newPage();
    idle.on('pageerror', (err) => consoleErrors.push(`uncaught: ${err.message}`));
    await idle.goto(`${CONSOLE}/`);
    await idle.getByLabel('Email').fill(email);
    await idle.getByLabel('Password').fill(PASSWORD);
    await idle.getByRole('button', { name: 'Sign in' }).click();
    await idle.getByRole('heading', { name: 'Overview' }).waitFor();
    const refreshed = idle.waitForResponse((r) => r.url().endsWith('/api/auth/refresh'));
    // Four and a half of the token's five minutes: the refresh is due a minute before expiry.
    await context.clock.fastForward('04:30');
    expect((await refreshed).status()).toBe(200);
    await idle.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Functions' }).click();
    await idle.getByText('No functions yet.').waitFor();
    await context.close();
  });

  it('logged no errors but the refusals the test caused', () => {
    // Chromium reports each 4xx reply the test provoked, and each connection it cut, as "Failed to
    // load resource".
    const unexpected = consoleErrors.filter(
      (m) =>
        !/^Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_CONNECTION_REFUSED)/.test(
          m,
        ),
    );
    expect(unexpected).toEqual([]);
  });
});
