import { Schemas, URL_AUTH_MODES, URL_INVOKE_MODES } from '@fnhost/sdk';
import { Command } from 'commander';
import { contextOf } from '../context';
import { emit, note } from '../output';
import { collect, oneOf, whole } from './arguments';

type UrlConfig = Schemas['FunctionUrlDto'];

/** The URL and how it is guarded, one fact a line. */
function describe(url: UrlConfig): void {
  process.stdout.write(`${url.url}\n`);
  note(`auth: ${url.auth}; alias: ${url.alias}; replies: ${url.invoke_mode}`);
  const c = url.cors;
  if (!c) {
    note('cors: off (OPTIONS reaches the function)');
    return;
  }
  note(`cors: origins ${c.allow_origins.join(', ') || '-'}; methods ${c.allow_methods.join(', ') || '-'}`);
  note(`      headers ${c.allow_headers.join(', ') || '-'}; exposed ${c.expose_headers.join(', ') || '-'}`);
  note(`      max age ${c.max_age} s; credentials ${c.allow_credentials ? 'allowed' : 'not allowed'}`);
}

interface EnableOptions {
  auth?: Schemas['FunctionUrlConfigDto']['auth'];
  corsOrigin?: string[];
  corsMethod?: string[];
  corsHeader?: string[];
  corsExpose?: string[];
  corsMaxAge?: number;
  corsCredentials?: boolean;
  cors?: boolean;
  alias?: string;
  invokeMode?: Schemas['FunctionUrlDto']['invoke_mode'];
}

/** `fnhost url enable|show|disable`: a function's URL, for webhooks and small HTTP APIs. */
export function urlCommands(program: Command): void {
  const url = program
    .command('url')
    .description("a function's URL: any HTTP request runs it (webhooks, small APIs)");

  url
    .command('enable')
    .argument('<function>', 'function name or id')
    .description('give the function a URL, or change its auth, CORS and reply mode (the address stays)')
    .option(
      '--auth <mode>',
      `${URL_AUTH_MODES.join(', ')} (default: none, or the current one)`,
      oneOf(URL_AUTH_MODES),
    )
    .option('--cors-origin <origin>', 'an origin allowed from browsers, or * (repeat for more)', collect)
    .option('--cors-method <method>', 'a method allowed from browsers, or * (repeat for more)', collect)
    .option(
      '--cors-header <header>',
      'a request header allowed from browsers, or * (repeat for more)',
      collect,
    )
    .option('--cors-expose <header>', 'a reply header browser scripts may read (repeat for more)', collect)
    .option('--cors-max-age <seconds>', 'how long browsers may cache a preflight', whole)
    .option('--cors-credentials', 'allow cookies and credentials from browsers')
    .option('--no-cors', 'remove the CORS configuration')
    .option('--alias <name>', 'the alias its requests go through (default latest, or the current one)')
    .option(
      '--invoke-mode <mode>',
      `${URL_INVOKE_MODES.join(', ')}: send the reply once the function returns, or as it writes it (default: buffered, or the current one)`,
      oneOf(URL_INVOKE_MODES),
    )
    .action(async (nameOrId: string, options: EnableOptions, command: Command) => {
      const ctx = contextOf(command);
      const client = ctx.authed();
      const id = await ctx.functionId(nameOrId);
      const current = await client.functionUrl(id).catch((err: { status?: number }) => {
        if (err.status === 404) return null;
        throw err;
      });
      const { corsOrigin, corsMethod, corsHeader, corsExpose, corsMaxAge, corsCredentials } = options;
      const corsGiven = [corsOrigin, corsMethod, corsHeader, corsExpose, corsMaxAge, corsCredentials].some(
        (v) => v !== undefined,
      );
      const base = current?.cors ?? null;
      const cors =
        options.cors === false
          ? null
          : corsGiven
            ? {
                allow_origins: options.corsOrigin ?? base?.allow_origins ?? [],
                allow_methods: options.corsMethod ?? base?.allow_methods ?? [],
                allow_headers: options.corsHeader ?? base?.allow_headers ?? [],
                expose_headers: options.corsExpose ?? base?.expose_headers ?? [],
                max_age: options.corsMaxAge ?? base?.max_age ?? 0,
                allow_credentials: options.corsCredentials ?? base?.allow_credentials ?? false,
              }
            : base;
      const saved = await client.setFunctionUrl(id, {
        auth: options.auth ?? current?.auth ?? 'none',
        cors,
        alias: options.alias ?? current?.alias,
        invoke_mode: options.invokeMode ?? current?.invoke_mode,
      });
      emit(ctx.json, saved, () => describe(saved));
    });

  url
    .command('show')
    .argument('<function>', 'function name or id')
    .description("the function's URL, its auth and CORS")
    .action(async (nameOrId: string, _options: unknown, command: Command) => {
      const ctx = contextOf(command);
      const client = ctx.authed();
      const saved = await client.functionUrl(await ctx.functionId(nameOrId));
      emit(ctx.json, saved, () => describe(saved));
    });

  url
    .command('disable')
    .argument('<function>', 'function name or id')
    .description(
      "delete the function's URL: its address answers 404 from now on and is never given out again",
    )
    .action(async (nameOrId: string, _options: unknown, command: Command) => {
      const ctx = contextOf(command);
      const reply = await ctx.authed().deleteFunctionUrl(await ctx.functionId(nameOrId));
      emit(ctx.json, reply, () => note(reply.message));
    });
}
