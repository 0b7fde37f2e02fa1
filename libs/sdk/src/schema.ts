// Generated from the api's OpenAPI document by `npm run sdk:generate`. Do not edit.

export interface paths {
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus's scrape of this api
         * @description The Prometheus text format, for the bearer METRICS_TOKEN; 404 when no token is set. Each worker serves its own on its health port.
         */
        get: operations["MetricsController_scrape"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health of the api and its dependencies */
        get: operations["HealthController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register an account */
        post: operations["AuthController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with email and password */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Get new tokens with a refresh token */
        post: operations["AuthController_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log out: end the session and the access token */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a password reset mail */
        post: operations["AuthController_resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's profile */
        get: operations["AuthController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update the caller's profile */
        patch: operations["AuthController_updateMe"];
        trace?: never;
    };
    "/api/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's teams, with their role in each and its member count; the personal team first */
        get: operations["TeamsController_list"];
        put?: never;
        /** Create a team (the caller is its owner) */
        post: operations["TeamsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team of the caller’s (404 for one they are not in) */
        get: operations["TeamsController_get"];
        put?: never;
        post?: never;
        /**
         * Delete a team (owners)
         * @description 409 for a personal team, or while the team owns functions. Its secrets are deleted with it.
         */
        delete: operations["TeamsController_remove"];
        options?: never;
        head?: never;
        /** Rename a team (owners) */
        patch: operations["TeamsController_rename"];
        trace?: never;
    };
    "/api/teams/{id}/retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How long the team's executions and their logs are kept
         * @description The workers remove older ones hourly; the statistics keep counting them.
         */
        get: operations["TeamsController_retention"];
        /**
         * Set how long the team's executions are kept (owners)
         * @description null gives back the operator's default; 400 past the operator's EXECUTION_RETENTION_MAX_DAYS.
         */
        put: operations["TeamsController_setRetention"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's members and their roles */
        get: operations["TeamsController_members"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/members/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member, or leave (your own user id)
         * @description Access ends on the next request, sessions and tokens included. Removing an owner is for owners; 409 when it would leave the team without an owner.
         */
        delete: operations["TeamsController_removeMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role
         * @description Admins change developers' and viewers' roles; making an owner, or changing an owner's role, is for owners. 409 when it would leave the team without an owner.
         */
        patch: operations["TeamsController_setRole"];
        trace?: never;
    };
    "/api/teams/{id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's invitations not yet accepted nor expired (admins) */
        get: operations["TeamsController_pending"];
        put?: never;
        /**
         * Invite someone by email, with a role (admins; owners to invite an owner)
         * @description The token is shown this once and is valid for 7 days.
         */
        post: operations["TeamsController_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/invitations/{invitation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an invitation not yet accepted (admins) */
        delete: operations["TeamsController_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: the caller joins its team with its role
         * @description 403 when signed in with another email than the invitation names; 409 when used or expired.
         */
        post: operations["TeamsController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's access tokens, never their values (admins) */
        get: operations["TokensController_list"];
        put?: never;
        /**
         * Make an access token for automation (admins)
         * @description A bearer token (`fnh_`, 256 bits) on every API route and bearer-protected function URL of the team, within its scopes and its maker's role, until it expires or is revoked. Shown this once; kept only as a hash. Rate limited as its maker is.
         */
        post: operations["TokensController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/tokens/{token_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an access token: refused from the next request on (admins) */
        delete: operations["TokensController_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a team uses of each quota, and its limits (owners, admins)
         * @description Going past a quota is refused with nothing created: 403 `quota exceeded: <name> (<used> of <limit>)` for functions, secrets and archive bytes, 429 for calls running and events owed. The operator sets a team's limits (`npm run cli -- teams:quota`).
         */
        get: operations["UsageController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/pending-deletions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Functions scheduled for deletion */
        get: operations["DeletionsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/deletion-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A function's deletion status */
        get: operations["DeletionsController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/cancel-deletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a function's scheduled deletion */
        post: operations["DeletionsController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a function
         * @description In the team team_id names (developers and up), the caller's personal team when left out. Names are unique per team.
         */
        post: operations["FunctionsController_init"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a team's functions (team_id; the caller's personal team when left out) */
        get: operations["FunctionsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A function's details */
        get: operations["FunctionsController_get"];
        put?: never;
        post?: never;
        /** Delete a function */
        delete: operations["FunctionsController_remove"];
        options?: never;
        head?: never;
        /**
         * Change a function's configuration without a build
         * @description Any subset of memory, timeout, env, secrets and description, checked as at init. Calls admitted from now on run on it (a new timeout applies to the next call); instances on the old configuration finish their calls, then are replaced. Each change is a configuration revision (config_revision here, config_revisions in the deployment history); the same configuration again changes nothing. A rollback restores a version's code, its deploy-time env and its function.json secrets, and keeps this configuration.
         */
        patch: operations["FunctionsController_configure"];
        trace?: never;
    };
    "/api/secrets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's secrets: names, sizes, times and the functions using each; never a value */
        get: operations["SecretsController_list"];
        put?: never;
        /**
         * Create a secret
         * @description A secret of a team (team_id; the caller's personal team when left out; admins and owners). Sealed at rest (AES-256-GCM). A function of the team that names it reads it as the file `/var/fnhost/secrets/<name>`; no answer ever carries the value.
         */
        post: operations["SecretsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/secrets/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a secret's value
         * @description New instances read the new value at once, running ones within 60 s.
         */
        put: operations["SecretsController_update"];
        post?: never;
        /** Delete a secret (409 naming the functions that still use it) */
        delete: operations["SecretsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/deploy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deploy an archive as a function's next version
         * @description The archive's function.json may name runtime, handler, secrets, build.secrets (account secrets the dependency install reads, e.g. an npmrc) and the scaling settings min_instances, max_instances and concurrency_per_instance: those become the function's configuration when the deploy is accepted (a configuration revision, as a PATCH of them would). The upload streams to storage. The build installs dependencies: a package.json with dependencies and no node_modules (npm ci with a lock file, else npm install, with a warning), a requirements.txt naming projects the archive does not vendor (pip); `install` says which. A failed install fails the build with the installer's own error; the previous version keeps serving.
         */
        post: operations["DeploymentsController_deploy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/deployments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A function's deployment history */
        get: operations["DeploymentsController_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/deployments/{version}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A version's build output */
        get: operations["DeploymentsController_buildLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Roll back to an earlier version */
        post: operations["DeploymentsController_rollback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/deployments/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one version
         * @description Its row goes at once, so its archive stops counting against the team's archive_bytes quota; its archive, images and unpacked code are removed in the background. Version numbers are never given again. Refused (409, naming them) while anything sends it calls: an alias (latest, while it is the active version), a canary, a rollout in progress, an asynchronous invocation pinned to it and not yet run; or while it builds. Executions of a deleted version stay, their version null.
         */
        delete: operations["DeploymentsController_deleteVersion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/executions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A function's executions */
        get: operations["ExecutionsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/executions/{executionUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One execution with its logs */
        get: operations["ExecutionsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A function's logs */
        get: operations["ExecutionsController_logs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invoke a function
         * @description Synchronous by default. With `Prefer: respond-async` the event is stored durably and queued, and the answer is 202 at once: its execution is read at `Location` (statuses queued, running, then success or error); failures are retried per the async configuration.
         */
        post: operations["InvocationController_invoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/apikey/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A function's active API key */
        get: operations["ApiKeysAuthController_status"];
        put?: never;
        post?: never;
        /** Revoke an API key */
        delete: operations["ApiKeysAuthController_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/apikey/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generate an API key for a function */
        post: operations["ApiKeysAuthController_generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/apikey/{id}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All API keys of a function */
        get: operations["ApiKeysAuthController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/apikey/{id}/roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Extend an API key's validity */
        put: operations["ApiKeysAuthController_roll"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apikey/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key */
        delete: operations["ApiKeysController_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apikey/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A function's active API key */
        get: operations["ApiKeysController_status"];
        put?: never;
        post?: never;
        /** Delete an API key permanently */
        delete: operations["ApiKeysController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apikey/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an API key's name or validity */
        put: operations["ApiKeysController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apikey/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Enable a revoked API key */
        put: operations["ApiKeysController_enable"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apikey/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generate an API key for a function */
        post: operations["ApiKeysController_generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apikey/{id}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All API keys of a function */
        get: operations["ApiKeysController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apikey/{id}/roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Extend an API key's validity */
        put: operations["ApiKeysController_roll"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's totals for a period */
        get: operations["StatsController_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/functions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per function of a team's: its totals for a period */
        get: operations["StatsController_functions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/overview/hourly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's hourly series */
        get: operations["StatsController_overviewHourly"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/overview/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's daily series */
        get: operations["StatsController_overviewDaily"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A function's totals for a period */
        get: operations["StatsController_function"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/stats/hourly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A function's hourly series */
        get: operations["StatsController_functionHourly"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/stats/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A function's daily series */
        get: operations["StatsController_functionDaily"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/async-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A function's asynchronous invocation policy (defaults until one is saved) */
        get: operations["AsyncController_config"];
        /**
         * Set the asynchronous invocation policy (for events accepted from now on) and destinations
         * @description The first save answers the signing secret of webhooks and callbacks, once.
         */
        put: operations["AsyncController_setConfig"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/dead-letters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A function's dead letters: events that spent their retries or outlived their age (kept 14 days) */
        get: operations["AsyncController_deadLetters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/dead-letters/{executionId}/redrive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run a dead letter again: a new execution that references it */
        post: operations["AsyncController_redrive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/dead-letters/{executionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Forget a dead letter and its execution */
        delete: operations["AsyncController_deleteDeadLetter"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A function's schedules */
        get: operations["SchedulesController_list"];
        put?: never;
        /**
         * Run a function on a cron schedule
         * @description Each run is an asynchronous invocation (trigger "schedule") with the async configuration's retries and dead letters. At most 10 schedules per function (409).
         */
        post: operations["SchedulesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/schedules/{scheduleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a schedule */
        delete: operations["SchedulesController_delete"];
        options?: never;
        head?: never;
        /** Change a schedule (any of its fields); enabled: false pauses it */
        patch: operations["SchedulesController_update"];
        trace?: never;
    };
    "/api/functions/{id}/aliases/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One alias */
        get: operations["AliasesController_get"];
        /**
         * Point an alias at a version, with an optional canary version
         * @description Invokes (`?alias=`), a function URL, a schedule and a function destination can go through an alias. With a canary, each call goes to the canary version with its percent as probability. Both versions must be built (400 naming the one that is not); 409 while a rollout moves this alias.
         */
        put: operations["AliasesController_put"];
        post?: never;
        /**
         * Delete an alias
         * @description 409 naming them while a URL, schedule, destination or rollout goes through it.
         */
        delete: operations["AliasesController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/aliases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A function's aliases, `latest` first */
        get: operations["AliasesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/triggers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A function's triggers with their status */
        get: operations["TriggersController_list"];
        put?: never;
        /**
         * Consume a broker: its messages become asynchronous invocations
         * @description One consumer across the cluster (a worker holds it under a lease). Each message, or each batch, becomes an event with the function's retries, maximum age, dead letters and destinations; it is acknowledged once the event is durable. 400 naming the field: a bad definition, a private host the operator did not allow (TRIGGER_ALLOWED_HOSTS), a secret the team does not have, a broker that cannot be reached or refuses the credentials, an unknown stream, queue or topic; at most 20 per function.
         */
        post: operations["TriggersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/triggers/{trigger_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One trigger with its status (state, last error, lag, messages, owner) */
        get: operations["TriggersController_get"];
        put?: never;
        post?: never;
        /** Delete a trigger: its consumer stops; events it accepted still run */
        delete: operations["TriggersController_delete"];
        options?: never;
        head?: never;
        /**
         * Change a trigger, or pause and resume it (`enabled`)
         * @description Any field but the type; a new connection or source is tested as at creation. Its consumer restarts with the change; disabled, it stops within seconds and takes nothing.
         */
        patch: operations["TriggersController_update"];
        trace?: never;
    };
    "/api/functions/{id}/rollout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The function's rollout policy and its latest rollout (steps, figures, next decision) */
        get: operations["RolloutsController_status"];
        /**
         * Set the function's rollout policy
         * @description With a policy, a built version does not take every call at once: the target's canary takes the first step's percent, and each step_interval_s the new version's calls in the step are judged (error rate; p95 against the previous version's over the same window). Passing moves to the next step and, after the last, the new version takes 100%; failing rolls it back by itself (deployment status rolled_back, with the reason and figures). A step with fewer than min_calls waits, 3 intervals at most, then rolls back. The first version of a function (nothing to compare with) switches at once.
         */
        put: operations["RolloutsController_putPolicy"];
        post?: never;
        /** Remove the rollout policy: deploys switch at once again (a rollout in progress goes on) */
        delete: operations["RolloutsController_deletePolicy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/rollout/promote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Promote the rollout in progress: the new version takes 100% now */
        post: operations["RolloutsController_promote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/rollout/abort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Abort the rollout in progress: the canary is removed, the version marked rolled_back */
        post: operations["RolloutsController_abort"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A function's URL */
        get: operations["FunctionUrlsController_get"];
        /**
         * Give a function a URL, or change its URL's auth and CORS
         * @description The URL, `<PUBLIC_URL>/fn/<slug>/`, takes any HTTP request (GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS) on any path below it and runs the active version with AWS Lambda's payload format 2.0 (trigger "http"). Its random slug stays until the URL is deleted and is never given out again.
         */
        put: operations["FunctionUrlsController_put"];
        post?: never;
        /** Delete a function's URL: its slug answers 404 from now on */
        delete: operations["FunctionUrlsController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fn/{slug}/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Call a function through its URL
         * @description Any method of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS, on any path below the URL. The function gets AWS Lambda's payload format 2.0 event (headers lowercased, repeats joined by commas; the body as sent: UTF-8 text as is, anything else base64 with isBase64Encoded) and its reply `{statusCode, headers, cookies, body, isBase64Encoded}` is sent as it is; any other returned JSON value is sent as 200 application/json.
         *
         *     Auth is the URL's: none, the bearer token of a member of the function's team who may invoke it, or of its team's access token with functions:invoke (Authorization), or the function's API key signature over the raw body (X-Signature, X-Timestamp); those credentials never reach the function. With CORS configured, the platform answers preflights and sets the Access-Control headers.
         *
         *     Limits: body 6 MB (413, while it streams), header section 16 KB (431, from the HTTP parser, no body), request target 2 KB (414), reply 6 MB (502). Requests per minute per URL and per source address (429 with Retry-After and RateLimit headers); the function's concurrency limit (429).
         */
        get: operations["UrlRequestsController_handle_get"];
        /**
         * Call a function through its URL
         * @description Any method of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS, on any path below the URL. The function gets AWS Lambda's payload format 2.0 event (headers lowercased, repeats joined by commas; the body as sent: UTF-8 text as is, anything else base64 with isBase64Encoded) and its reply `{statusCode, headers, cookies, body, isBase64Encoded}` is sent as it is; any other returned JSON value is sent as 200 application/json.
         *
         *     Auth is the URL's: none, the bearer token of a member of the function's team who may invoke it, or of its team's access token with functions:invoke (Authorization), or the function's API key signature over the raw body (X-Signature, X-Timestamp); those credentials never reach the function. With CORS configured, the platform answers preflights and sets the Access-Control headers.
         *
         *     Limits: body 6 MB (413, while it streams), header section 16 KB (431, from the HTTP parser, no body), request target 2 KB (414), reply 6 MB (502). Requests per minute per URL and per source address (429 with Retry-After and RateLimit headers); the function's concurrency limit (429).
         */
        put: operations["UrlRequestsController_handle_put"];
        /**
         * Call a function through its URL
         * @description Any method of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS, on any path below the URL. The function gets AWS Lambda's payload format 2.0 event (headers lowercased, repeats joined by commas; the body as sent: UTF-8 text as is, anything else base64 with isBase64Encoded) and its reply `{statusCode, headers, cookies, body, isBase64Encoded}` is sent as it is; any other returned JSON value is sent as 200 application/json.
         *
         *     Auth is the URL's: none, the bearer token of a member of the function's team who may invoke it, or of its team's access token with functions:invoke (Authorization), or the function's API key signature over the raw body (X-Signature, X-Timestamp); those credentials never reach the function. With CORS configured, the platform answers preflights and sets the Access-Control headers.
         *
         *     Limits: body 6 MB (413, while it streams), header section 16 KB (431, from the HTTP parser, no body), request target 2 KB (414), reply 6 MB (502). Requests per minute per URL and per source address (429 with Retry-After and RateLimit headers); the function's concurrency limit (429).
         */
        post: operations["UrlRequestsController_handle_post"];
        /**
         * Call a function through its URL
         * @description Any method of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS, on any path below the URL. The function gets AWS Lambda's payload format 2.0 event (headers lowercased, repeats joined by commas; the body as sent: UTF-8 text as is, anything else base64 with isBase64Encoded) and its reply `{statusCode, headers, cookies, body, isBase64Encoded}` is sent as it is; any other returned JSON value is sent as 200 application/json.
         *
         *     Auth is the URL's: none, the bearer token of a member of the function's team who may invoke it, or of its team's access token with functions:invoke (Authorization), or the function's API key signature over the raw body (X-Signature, X-Timestamp); those credentials never reach the function. With CORS configured, the platform answers preflights and sets the Access-Control headers.
         *
         *     Limits: body 6 MB (413, while it streams), header section 16 KB (431, from the HTTP parser, no body), request target 2 KB (414), reply 6 MB (502). Requests per minute per URL and per source address (429 with Retry-After and RateLimit headers); the function's concurrency limit (429).
         */
        delete: operations["UrlRequestsController_handle_delete"];
        /**
         * Call a function through its URL
         * @description Any method of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS, on any path below the URL. The function gets AWS Lambda's payload format 2.0 event (headers lowercased, repeats joined by commas; the body as sent: UTF-8 text as is, anything else base64 with isBase64Encoded) and its reply `{statusCode, headers, cookies, body, isBase64Encoded}` is sent as it is; any other returned JSON value is sent as 200 application/json.
         *
         *     Auth is the URL's: none, the bearer token of a member of the function's team who may invoke it, or of its team's access token with functions:invoke (Authorization), or the function's API key signature over the raw body (X-Signature, X-Timestamp); those credentials never reach the function. With CORS configured, the platform answers preflights and sets the Access-Control headers.
         *
         *     Limits: body 6 MB (413, while it streams), header section 16 KB (431, from the HTTP parser, no body), request target 2 KB (414), reply 6 MB (502). Requests per minute per URL and per source address (429 with Retry-After and RateLimit headers); the function's concurrency limit (429).
         */
        options: operations["UrlRequestsController_handle_options"];
        /**
         * Call a function through its URL
         * @description Any method of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS, on any path below the URL. The function gets AWS Lambda's payload format 2.0 event (headers lowercased, repeats joined by commas; the body as sent: UTF-8 text as is, anything else base64 with isBase64Encoded) and its reply `{statusCode, headers, cookies, body, isBase64Encoded}` is sent as it is; any other returned JSON value is sent as 200 application/json.
         *
         *     Auth is the URL's: none, the bearer token of a member of the function's team who may invoke it, or of its team's access token with functions:invoke (Authorization), or the function's API key signature over the raw body (X-Signature, X-Timestamp); those credentials never reach the function. With CORS configured, the platform answers preflights and sets the Access-Control headers.
         *
         *     Limits: body 6 MB (413, while it streams), header section 16 KB (431, from the HTTP parser, no body), request target 2 KB (414), reply 6 MB (502). Requests per minute per URL and per source address (429 with Retry-After and RateLimit headers); the function's concurrency limit (429).
         */
        head: operations["UrlRequestsController_handle_head"];
        /**
         * Call a function through its URL
         * @description Any method of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS, on any path below the URL. The function gets AWS Lambda's payload format 2.0 event (headers lowercased, repeats joined by commas; the body as sent: UTF-8 text as is, anything else base64 with isBase64Encoded) and its reply `{statusCode, headers, cookies, body, isBase64Encoded}` is sent as it is; any other returned JSON value is sent as 200 application/json.
         *
         *     Auth is the URL's: none, the bearer token of a member of the function's team who may invoke it, or of its team's access token with functions:invoke (Authorization), or the function's API key signature over the raw body (X-Signature, X-Timestamp); those credentials never reach the function. With CORS configured, the platform answers preflights and sets the Access-Control headers.
         *
         *     Limits: body 6 MB (413, while it streams), header section 16 KB (431, from the HTTP parser, no body), request target 2 KB (414), reply 6 MB (502). Requests per minute per URL and per source address (429 with Retry-After and RateLimit headers); the function's concurrency limit (429).
         */
        patch: operations["UrlRequestsController_handle_patch"];
        trace?: never;
    };
    "/api/functions/{id}/test-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A function's saved test events, by name */
        get: operations["TestEventsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/{id}/test-events/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One saved test event */
        get: operations["TestEventsController_get"];
        /**
         * Save a test event under a name (201), or replace the one of that name (200)
         * @description At most 20 per function (409 beyond), each at most 64 KB of JSON (413).
         */
        put: operations["TestEventsController_save"];
        post?: never;
        /** Delete a saved test event */
        delete: operations["TestEventsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A team's audit log, newest first (owners, admins, audit:read tokens)
         * @description One entry per state-changing request on the team, and per refusal (401/403) of one; invocations are recorded as executions instead. Append-only; kept AUDIT_RETENTION_DAYS.
         */
        get: operations["AuditController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorEnvelopeDto: {
            /** @example Not found */
            error: string;
            /** @example function 6b1e… not found */
            details: string;
        };
        HealthDto: {
            /**
             * @description draining: the replica is stopping and finishes what it runs; load balancers take it out
             * @enum {string}
             */
            status: "ok" | "degraded" | "draining";
            /** @example 2026-11-22T12:00:00.000Z */
            timestamp: string;
            /**
             * @example {
             *       "database": "up",
             *       "redis": "up"
             *     }
             */
            checks: {
                [key: string]: "up" | "down";
            };
            /**
             * @description what works but puts data at risk, such as a Redis without persistence
             * @example []
             */
            warnings: string[];
            /**
             * @description what makes the service degraded besides a dependency down, named: a worker host whose function network policy is not in force (it runs no function until it is)
             * @example []
             */
            problems: string[];
        };
        RegisterDto: {
            /** @example ada@example.com */
            email: string;
            /** @description at least one letter and one digit */
            password: string;
            first_name: string;
            last_name: string;
        };
        MessageDto: {
            message: string;
        };
        LoginDto: {
            email: string;
            password: string;
        };
        TokenResponseDto: {
            access_token: string;
            refresh_token: string;
            /** @example 300 */
            expires_in: number;
            /** @example Bearer */
            token_type: string;
        };
        RefreshDto: {
            refresh_token: string;
        };
        ResetPasswordDto: {
            email: string;
        };
        ProfileDto: {
            uuid: string;
            email: string;
            /** @enum {string} */
            status: "active" | "blocked" | "deleted";
            is_email_verified: boolean;
            first_name: string | null;
            last_name: string | null;
            phone_number: string | null;
            country: string | null;
            city: string | null;
            address: string | null;
            zip_code: string | null;
            role: string;
            avatar: string | null;
            created_at: string;
        };
        UpdateProfileDto: {
            first_name?: string;
            last_name?: string;
            phone_number?: string;
            country?: string;
            city?: string;
            address?: string;
            zip_code?: string;
            avatar?: string;
        };
        TeamNameDto: {
            /**
             * @description 1..63 chars: lowercase letters, digits, dashes inside
             * @example platform
             */
            name: string;
        };
        TeamDto: {
            /** Format: uuid */
            id: string;
            name: string;
            /**
             * @description owner > admin > developer > viewer: each may all the next may
             * @enum {string}
             */
            role: "owner" | "admin" | "developer" | "viewer";
            /** @description the caller's personal team: made with the account, never deleted */
            personal: boolean;
            members: number;
            created_at: string;
        };
        TeamListDto: {
            teams: components["schemas"]["TeamDto"][];
        };
        RetentionDto: {
            /** @description days the team's executions and their logs are kept */
            execution_retention_days: number;
            /** @description the team chose it; false: the operator's default */
            own: boolean;
            /** @description the operator's EXECUTION_RETENTION_DAYS */
            default_days: number;
            /** @description the operator's EXECUTION_RETENTION_MAX_DAYS: no team keeps longer */
            max_days: number;
        };
        RetentionChangeDto: {
            /** @description days the team's executions and their logs are kept, up to the operator's EXECUTION_RETENTION_MAX_DAYS; null: the operator's default */
            execution_retention_days: number | null;
        };
        MemberDto: {
            /**
             * Format: uuid
             * @description the account's id (its profile's uuid)
             */
            user_id: string;
            email: string;
            /**
             * @description owner > admin > developer > viewer: each may all the next may
             * @enum {string}
             */
            role: "owner" | "admin" | "developer" | "viewer";
            joined_at: string;
        };
        MemberListDto: {
            members: components["schemas"]["MemberDto"][];
        };
        RoleDto: {
            /**
             * @description owner > admin > developer > viewer: each may all the next may
             * @enum {string}
             */
            role: "owner" | "admin" | "developer" | "viewer";
        };
        InviteDto: {
            /**
             * @description owner > admin > developer > viewer: each may all the next may
             * @enum {string}
             */
            role: "owner" | "admin" | "developer" | "viewer";
            /** @example ada@example.com */
            email: string;
        };
        CreatedInvitationDto: {
            /** Format: uuid */
            id: string;
            email: string;
            /**
             * @description owner > admin > developer > viewer: each may all the next may
             * @enum {string}
             */
            role: "owner" | "admin" | "developer" | "viewer";
            expires_at: string;
            /** @description shown this once: the invitee accepts with POST /api/invitations/{token}/accept, signed in with this email */
            token: string;
        };
        InvitationDto: {
            /** Format: uuid */
            id: string;
            email: string;
            /**
             * @description owner > admin > developer > viewer: each may all the next may
             * @enum {string}
             */
            role: "owner" | "admin" | "developer" | "viewer";
            expires_at: string;
        };
        InvitationListDto: {
            /** @description invitations not yet accepted nor expired */
            invitations: components["schemas"]["InvitationDto"][];
        };
        CreateTokenDto: {
            /** @example ci-deploy */
            name: string;
            /** @description functions:read, functions:write (init, deploy, configure, roll back, delete), functions:invoke, secrets:write, audit:read */
            scopes: ("functions:read" | "functions:write" | "functions:invoke" | "secrets:write" | "audit:read")[];
            /** @default 90 */
            expires_in_days?: number;
        };
        CreatedTokenDto: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description shown this once (fnh_…): a bearer token on every API route of the team */
            token: string;
            scopes: ("functions:read" | "functions:write" | "functions:invoke" | "secrets:write" | "audit:read")[];
            expires_at: string;
        };
        TokenDto: {
            /** Format: uuid */
            id: string;
            name: string;
            scopes: ("functions:read" | "functions:write" | "functions:invoke" | "secrets:write" | "audit:read")[];
            expires_at: string;
            /** @description within the api cache time (TOKEN_CACHE_TTL_S) */
            last_used_at: string | null;
            /** @description email of the member who made it: the token acts with their role, within its scopes */
            created_by: string;
            created_at: string;
        };
        TokenListDto: {
            /** @description tokens not revoked, expired ones included */
            tokens: components["schemas"]["TokenDto"][];
        };
        QuotaUsageDto: {
            used: number;
            /** @description the team's limit: the operator's default unless set for it */
            limit: number;
        };
        UsageDto: {
            /** @description live functions (403 past it: init) */
            functions: components["schemas"]["QuotaUsageDto"];
            /** @description calls running now over all its functions (429 past it, as the function limit) */
            concurrent_executions: components["schemas"]["QuotaUsageDto"];
            /** @description asynchronous events queued or running (429 past it: async invoke, redrive) */
            queued_events: components["schemas"]["QuotaUsageDto"];
            /** @description bytes of the deployment archives its live functions keep, every version's (403 past it: deploy) */
            archive_bytes: components["schemas"]["QuotaUsageDto"];
            /** @description secrets (403 past it: create) */
            secrets: components["schemas"]["QuotaUsageDto"];
        };
        DeletionInfoDto: {
            id: string;
            image_tag: string;
            /** @example stale_function */
            reason: string;
            deletion_date: string;
            /** @description whole days left, computed at read time */
            days_remaining: number;
            scheduled_at: string;
        };
        PendingDeletionDto: {
            id: string;
            image_tag: string;
            /** @example stale_function */
            reason: string;
            deletion_date: string;
            /** @description whole days left, computed at read time */
            days_remaining: number;
            scheduled_at: string;
            function_uuid: string;
            function_name: string;
            /** @example pending_deletion */
            function_status: string;
        };
        PendingDeletionListDto: {
            pending_deletions: components["schemas"]["PendingDeletionDto"][];
            count: number;
        };
        DeletionStatusDto: {
            function_uuid: string;
            function_name: string;
            has_pending_deletion: boolean;
            /** @description the earliest pending deletion */
            deletion_info: components["schemas"]["DeletionInfoDto"] | (never | null);
        };
        FunctionStateDto: {
            uuid: string;
            name: string;
            /** @example active */
            status: string;
        };
        CancelDeletionDto: {
            success: boolean;
            message: string;
            function: components["schemas"]["FunctionStateDto"];
        };
        InitFunctionDto: {
            /**
             * @description 2..63 chars: lowercase letters, digits, dashes; starts with a letter
             * @example resize-image
             */
            name: string;
            /**
             * Format: uuid
             * @description the team (GET /api/teams); the caller's personal team when left out
             */
            team_id?: string;
            /** @default false */
            skip_signing?: boolean;
            /**
             * @description MB
             * @default 128
             */
            memory?: number;
            /**
             * @description seconds
             * @default 30
             */
            timeout?: number;
            /**
             * @description instances kept started, never reaped (their memory reserved); at most max_instances
             * @default 0
             */
            min_instances?: number;
            /**
             * @description instances a worker host may run at once
             * @default 10
             */
            max_instances?: number;
            /**
             * @description calls one instance takes at once while it has CPU to spare (one while it uses its whole CPU share)
             * @default 10
             */
            concurrency_per_instance?: number;
        };
        InitFunctionResponseDto: {
            message: string;
            id: string;
            name: string;
            /**
             * Format: uuid
             * @description the team that owns it
             */
            team_id: string;
            status: string;
            skip_signing: boolean;
            /** @description existing function only */
            deployment_version?: number;
            created_at: string;
            /** @description existing function only */
            already_exists?: boolean;
        };
        FunctionSummaryDto: {
            id: string;
            name: string;
            /**
             * Format: uuid
             * @description the team that owns it
             */
            team_id: string;
            status: string;
            /** @description active version, 0 when none */
            deployment_version: number;
            /** @description the last invocation, to the minute; null when never invoked */
            last_invoked_at: string | null;
            /** @description started instances, on every host */
            instances: number;
            created_at: string;
        };
        FunctionListDto: {
            functions: components["schemas"]["FunctionSummaryDto"][];
            total: number;
        };
        InstanceHostDto: {
            /** @description the worker */
            worker: string;
            /** @description the worker's host (NODE_NAME) */
            host: string;
            /** @description started instances of the function there */
            instances: number;
            /** @description calls running on them now */
            in_flight: number;
        };
        FunctionDetailsDto: {
            id: string;
            name: string;
            /**
             * Format: uuid
             * @description the team that owns it
             */
            team_id: string;
            status: string;
            description: string;
            /** @description MB */
            memory: number;
            /** @description seconds */
            timeout: number;
            /** @description set by configuration changes, over the active version's deploy-time env */
            env: {
                [key: string]: string;
            };
            /** @description the active version's env given at deploy ({} when none is active); env wins a name both set */
            deploy_env: {
                [key: string]: string;
            };
            /** @description account secrets the configuration names (the active version's function.json may name more) */
            secrets: string[];
            /** @description bumped by every configuration change (1: as created) */
            config_revision: number;
            /** @description instances kept started */
            min_instances: number;
            /** @description instances a worker host may run at once */
            max_instances: number;
            /** @description calls one instance takes at once while it has CPU to spare */
            concurrency_per_instance: number;
            /** @description started instances, per worker host */
            instances: components["schemas"]["InstanceHostDto"][];
            skip_signing: boolean;
            /** @description active version, 0 when none */
            deployment_version: number;
            /**
             * @description the active version's runtime; null when none is active
             * @example node24
             */
            runtime: string | null;
            /** @description the active version's archive SHA-256 (hex): `fnhost up` deploys only a folder that packs otherwise */
            source_sha256: string | null;
            /**
             * @description the interpreter the active version's runtime pins; null when none is active
             * @example Node.js 24.21.0
             */
            runtime_version: string | null;
            /** @description what the owner should act on, e.g. the active version's runtime is deprecated */
            warnings: string[];
            created_at: string;
            updated_at: string;
        };
        ConfigureFunctionDto: {
            /**
             * @description MB
             * @default 128
             */
            memory?: number;
            /**
             * @description seconds
             * @default 30
             */
            timeout?: number;
            /**
             * @description Replaces the function's env (over the active version's deploy-time env); 4096 bytes at most
             * @example {
             *       "MODE": "fast"
             *     }
             */
            env?: {
                [key: string]: string;
            };
            /**
             * @description Replaces the account secrets the function reads as files under /var/fnhost/secrets/ (at most 32)
             * @example [
             *       "db-password"
             *     ]
             */
            secrets?: string[];
            /**
             * @description instances kept started, never reaped (their memory reserved); at most max_instances
             * @default 0
             */
            min_instances?: number;
            /**
             * @description instances a worker host may run at once
             * @default 10
             */
            max_instances?: number;
            /**
             * @description calls one instance takes at once while it has CPU to spare (one while it uses its whole CPU share)
             * @default 10
             */
            concurrency_per_instance?: number;
            description?: string;
        };
        CreateSecretDto: {
            /** @description The value: text (UTF-8), or base64 when `base64` is true; 64 KiB at most, not empty. Never returned. */
            value: string;
            /**
             * @description value is base64 (binary secrets)
             * @default false
             */
            base64?: boolean;
            /**
             * Format: uuid
             * @description the team (GET /api/teams); the caller's personal team when left out
             */
            team_id?: string;
            /**
             * @description the file name it is read as
             * @example db-password
             */
            name: string;
        };
        SecretUserDto: {
            id: string;
            name: string;
        };
        SecretDto: {
            name: string;
            /** @description bytes of the value */
            size: number;
            created_at: string;
            updated_at: string;
            /** @description functions whose configuration or active version's function.json names it */
            used_by: components["schemas"]["SecretUserDto"][];
        };
        SecretListDto: {
            secrets: components["schemas"]["SecretDto"][];
        };
        SecretValueDto: {
            /** @description The value: text (UTF-8), or base64 when `base64` is true; 64 KiB at most, not empty. Never returned. */
            value: string;
            /**
             * @description value is base64 (binary secrets)
             * @default false
             */
            base64?: boolean;
        };
        RolloutPolicyDto: {
            /**
             * @description `latest`, or an alias of the function
             * @example latest
             */
            target: string;
            /**
             * @description the canary's percent at each step, rising, each 1-99; after the last the new version takes 100%
             * @example [
             *       10,
             *       50
             *     ]
             */
            steps: number[];
            /** @description seconds each step lasts before it is judged */
            step_interval_s: number;
            /** @description the canary's error rate (errors and timeouts) above which it is rolled back */
            max_error_rate: number;
            /** @description the canary's p95 duration above this multiple of the baseline's (same window) rolls it back; null: not judged */
            max_p95_ratio?: number | null;
            /** @description the canary's calls a step needs to be judged; fewer wait, 3 intervals at most, then roll back */
            min_calls: number;
        };
        DeployResponseDto: {
            id: string;
            name: string;
            /** @example deployed */
            status: string;
            /** @description invoke url */
            url: string;
            version: number;
            /**
             * @description function.json's runtime (node24 when not set)
             * @example node24
             */
            runtime: string;
            /**
             * @description what the build installs: package.json with a lock file (npm ci), without one (npm install), requirements.txt (pip); null: nothing (no dependencies, or the archive brings them)
             * @enum {string|null}
             */
            install: "npm ci" | "npm install" | "pip" | null;
            /** @description the deploy goes ahead, but read these (a deprecated runtime, an npm install without a lock file) */
            warnings: string[];
            /** @description the rollout this version will go through once built (a one-off, or the function policy); null: all calls switch at once */
            rollout: components["schemas"]["RolloutPolicyDto"] | (never | null);
        };
        StepFiguresDto: {
            calls: number;
            errors: number;
            error_rate: number | null;
            p95_ms: number | null;
        };
        RolloutDecisionDto: {
            /** @description the step, from 1 */
            step: number;
            percent: number;
            started_at: string;
            decided_at: string;
            /** @description the new version's calls in the step */
            canary: components["schemas"]["StepFiguresDto"];
            /** @description the previous version's, over the same window */
            baseline: components["schemas"]["StepFiguresDto"];
            /** @enum {string} */
            outcome: "passed" | "waiting" | "failed" | "promoted";
            reason: string | null;
        };
        DeploymentRolloutDto: {
            /** @enum {string} */
            state: "in_progress" | "promoted" | "rolled_back" | "aborted";
            target: string;
            reason: string | null;
            /** @description each step judged: figures and outcome */
            history: components["schemas"]["RolloutDecisionDto"][];
        };
        DeploymentDto: {
            uuid: string;
            version: number;
            image_tag: string;
            storage_key: string;
            /** @example node24 */
            runtime: string;
            /** @description env given at deploy (the function's configured env wins a name both set) */
            env: {
                [key: string]: string;
            };
            /** @description secrets its function.json names */
            secrets: string[];
            /**
             * @description what its build installs
             * @enum {string|null}
             */
            install: "npm ci" | "npm install" | "pip" | null;
            /** @description secrets its install step reads (function.json's build.secrets): names only, never a value */
            build_secrets: string[];
            /**
             * @description canary: built, taking part of its target alias's calls in a rollout; rolled_back: a rollout removed it (error says why)
             * @enum {string}
             */
            status: "building" | "active" | "inactive" | "failed" | "canary" | "rolled_back";
            is_active: boolean;
            /** @description its rollout's steps and outcome; null: it had none */
            rollout: components["schemas"]["DeploymentRolloutDto"] | (never | null);
            /** @description SHA-256 (hex) of the archive as uploaded; null for one uploaded before it was recorded */
            source_sha256: string | null;
            error: string | null;
            created_at: string;
            deployed_at: string | null;
        };
        ConfigRevisionDto: {
            revision: number;
            /**
             * @description the fields the revision changed; empty for revision 1 (the creation)
             * @example [
             *       "timeout"
             *     ]
             */
            changed: string[];
            /** @description MB */
            memory: number;
            /** @description seconds */
            timeout: number;
            env: {
                [key: string]: string;
            };
            secrets: string[];
            description: string;
            min_instances: number;
            max_instances: number;
            concurrency_per_instance: number;
            created_at: string;
        };
        DeploymentHistoryDto: {
            function_uuid: string;
            function_name: string;
            function_status: string;
            page: number;
            per_page: number;
            /** @description deployments of the function in all */
            count: number;
            total_pages: number;
            has_next: boolean;
            deployments: components["schemas"]["DeploymentDto"][];
            /** @description the latest 20 configuration revisions, newest first (configuration changes need no deploy) */
            config_revisions: components["schemas"]["ConfigRevisionDto"][];
        };
        BuildLogDto: {
            version: number;
            /** @enum {string} */
            status: "building" | "active" | "inactive" | "failed" | "canary" | "rolled_back";
            /** @description the build's output: its steps (seconds since it started), the image build's own output and how it ended; the last 64 KB. Empty for a build that has not started, or one made before builds kept their output */
            log: string;
            /** @description whether earlier output was cut */
            truncated: boolean;
        };
        RollbackDto: {
            version: number;
        };
        RolledBackFunctionDto: {
            uuid: string;
            name: string;
            /** @example active */
            status: string;
            active_version: number;
            /**
             * @description the restored version's runtime
             * @example node24
             */
            runtime: string;
        };
        RollbackResponseDto: {
            message: string;
            function: components["schemas"]["RolledBackFunctionDto"];
        };
        VersionDeletedDto: {
            /** @example version 2 of function resize deleted */
            message: string;
            version: number;
            /** @description the archive's bytes, no longer counted against the team's archive_bytes quota */
            freed_bytes: number;
        };
        ExecutionSummaryDto: {
            uuid: string;
            /**
             * @description queued and running: an asynchronous execution not finished yet (queued again between attempts)
             * @enum {string}
             */
            status: "queued" | "running" | "success" | "error" | "timeout";
            /** @enum {string} */
            trigger: "sync" | "async" | "schedule" | "http" | "nats" | "rabbitmq" | "kafka" | "mqtt";
            /** @description attempts made so far (asynchronous executions retry failures) */
            attempts: number;
            /** @description when it started; for an asynchronous execution, when it was accepted */
            started_at: string;
            /** @description null until it finished */
            completed_at: string | null;
            /** @description the last attempt's; null until one finished */
            duration_ms: number | null;
            /** @description trigger http: the request's method; else null */
            http_method: string | null;
            /** @description trigger http: the request's path below the function URL; else null */
            http_path: string | null;
            /** @description the version that ran (for one queued, the version it was accepted for; an alias may send its next attempt elsewhere); null once deleted */
            version: number | null;
            /** @description the alias it came through (`latest` unless one was named); null: its caller named the version */
            alias: string | null;
        };
        ExecutionListDto: {
            executions: components["schemas"]["ExecutionSummaryDto"][];
            page: number;
            per_page: number;
            total: number;
            has_next: boolean;
        };
        StreamDto: {
            /** @description body bytes the function streamed to its caller */
            bytes: number;
            /** @description ms from the call to the first body byte; null: none came */
            time_to_first_byte_ms: number | null;
        };
        InvocationDto: {
            uuid: string;
            timestamp: string;
            success: boolean;
            duration_ms: number | null;
            error_message: string | null;
        };
        LogEntryDto: {
            timestamp: string;
            /** @enum {string} */
            level: "debug" | "info" | "warn" | "error";
            message: string;
        };
        ExecutionDto: {
            uuid: string;
            /**
             * @description queued and running: an asynchronous execution not finished yet (queued again between attempts)
             * @enum {string}
             */
            status: "queued" | "running" | "success" | "error" | "timeout";
            /** @enum {string} */
            trigger: "sync" | "async" | "schedule" | "http" | "nats" | "rabbitmq" | "kafka" | "mqtt";
            /** @description attempts made so far (asynchronous executions retry failures) */
            attempts: number;
            /** @description when it started; for an asynchronous execution, when it was accepted */
            started_at: string;
            /** @description null until it finished */
            completed_at: string | null;
            /** @description the last attempt's; null until one finished */
            duration_ms: number | null;
            /** @description trigger http: the request's method; else null */
            http_method: string | null;
            /** @description trigger http: the request's path below the function URL; else null */
            http_path: string | null;
            /** @description the version that ran (for one queued, the version it was accepted for; an alias may send its next attempt elsewhere); null once deleted */
            version: number | null;
            /** @description the alias it came through (`latest` unless one was named); null: its caller named the version */
            alias: string | null;
            function_uuid: string;
            /** @description the event as received (JSON text), its first 64 KB; null for an execution recorded before inputs were kept */
            input: string | null;
            /** @description whether the input was longer than what is kept */
            input_truncated: boolean;
            /** @description on success, the handler's return value as JSON text, its first 64 KB; else null */
            result: string | null;
            /** @description whether the result was longer than what is kept */
            result_truncated: boolean;
            /** @description a streamed reply (its `result` is the first 64 KB of its body, as text, whatever its status); null: a buffered one */
            stream: components["schemas"]["StreamDto"] | (never | null);
            invocation: components["schemas"]["InvocationDto"];
            logs: components["schemas"]["LogEntryDto"][];
        };
        ExecutionEnvelopeDto: {
            execution: components["schemas"]["ExecutionDto"];
        };
        LogsDto: {
            logs: components["schemas"]["LogEntryDto"][];
        };
        SignatureErrorDto: {
            /** @example Invalid signature */
            error: string;
            /** @example verification failed, check key and timestamp */
            message: string;
        };
        InvokeResponseDto: {
            execution_id: string;
            /** @enum {string} */
            status: "success" | "error" | "timeout";
            /** @description the handler's return value (JSON) */
            result: Record<string, never> | unknown[] | string | number | boolean | (never | null);
            duration_ms: number;
            /** @description when status is not success */
            error_message?: string;
        };
        InvokeDto: {
            /**
             * @description the function input, handed to the handler as `event`
             * @example {
             *       "name": "Ada"
             *     }
             */
            body?: {
                [key: string]: unknown;
            };
        };
        InvokeAcceptedDto: {
            execution_id: string;
            /** @enum {string} */
            status: "queued";
        };
        GenerateApiKeyDto: {
            /** Format: uuid */
            function_id: string;
            /** @enum {string} */
            validity: "1h" | "1d" | "1w" | "1m" | "forever";
            name?: string;
        };
        GeneratedKeyDto: {
            uuid: string;
            public_key: string;
            /** @description shown once, never again */
            private_key: string;
            validity: string;
            expires_at: string | null;
            created_at: string;
        };
        GenerateResponseDto: {
            message: string;
            warning: string;
            api_key: components["schemas"]["GeneratedKeyDto"];
        };
        ApiKeyStatusDto: {
            has_api_key: boolean;
            api_key: components["schemas"]["ApiKeyDto"] | (never | null);
        };
        ApiKeyDto: {
            uuid: string;
            public_key: string;
            /** @enum {string} */
            validity: "1h" | "1d" | "1w" | "1m" | "forever";
            /** @description null for forever, and in lists for revoked keys */
            expires_at: string | null;
            is_active: boolean;
            /** @description expires_at has passed */
            expired: boolean;
            name: string | null;
            created_at: string;
            /** @description revoked keys only */
            revoked_at?: string;
        };
        ApiKeyListDto: {
            api_keys: components["schemas"]["ApiKeyDto"][];
        };
        UpdateApiKeyDto: {
            /** @enum {string} */
            validity: "1h" | "1d" | "1w" | "1m" | "forever";
            name?: string;
        };
        StatsDto: {
            /** @description 2 decimals, 0 when there were none */
            average_latency_ms: number;
            /** @description 50th percentile of the durations (ms, 2 decimals, interpolated); null when there were none */
            p50_latency_ms: number | null;
            /** @description 95th percentile of the durations (ms, 2 decimals, interpolated); null when there were none */
            p95_latency_ms: number | null;
            /** @description 99th percentile of the durations (ms, 2 decimals, interpolated); null when there were none */
            p99_latency_ms: number | null;
            /** @description calls refused with 429 (rate limit or concurrency), counted per hour: a period counts the hours it touches */
            throttled_count: number;
            /** @description overview only */
            total_functions?: number;
            invocations_count: number;
            success_count: number;
            /** @description error and timeout */
            error_count: number;
            /** @enum {string} */
            period: "1h" | "24h" | "7d" | "30d";
        };
        FunctionStatsDto: {
            function_id: string;
            invocations_count: number;
            /** @description error and timeout */
            error_count: number;
            /** @description error_count / invocations_count, 4 decimals; 0 when there were none */
            error_rate: number;
            /** @description calls refused with 429 (rate limit or concurrency), counted per hour: a period counts the hours it touches */
            throttled_count: number;
            /** @description 2 decimals, 0 when there were none */
            average_latency_ms: number;
            /** @description 95th percentile of the durations (ms, 2 decimals, interpolated); null when there were none */
            p95_latency_ms: number | null;
        };
        FunctionsStatsDto: {
            /** @enum {string} */
            period: "1h" | "24h" | "7d" | "30d";
            /** @description every live function of the account's */
            functions: components["schemas"]["FunctionStatsDto"][];
        };
        BucketDto: {
            /** @description 2 decimals, 0 when there were none */
            average_latency_ms: number;
            /** @description 50th percentile of the durations (ms, 2 decimals, interpolated); null when there were none */
            p50_latency_ms: number | null;
            /** @description 95th percentile of the durations (ms, 2 decimals, interpolated); null when there were none */
            p95_latency_ms: number | null;
            /** @description 99th percentile of the durations (ms, 2 decimals, interpolated); null when there were none */
            p99_latency_ms: number | null;
            /** @description calls refused with 429 (rate limit or concurrency), counted per hour: a period counts the hours it touches */
            throttled_count: number;
            /** @example 2026-11-22T13:00:00Z */
            hour?: string;
            /** @example 2026-11-22 */
            day?: string;
            total_requests: number;
            success_count: number;
            error_count: number;
        };
        HourlyDto: {
            /** @description oldest first, zero-filled, UTC */
            data: components["schemas"]["BucketDto"][];
            hours: number;
        };
        DailyDto: {
            /** @description oldest first, zero-filled, UTC */
            data: components["schemas"]["BucketDto"][];
            days: number;
        };
        FunctionDestinationDto: {
            /** @enum {string} */
            type: "function";
            /** @description one of your functions: invoked asynchronously with the outcome record as its body */
            function_id: string;
            /** @description the alias it is invoked through; absent: latest */
            alias?: string;
        };
        WebhookDestinationDto: {
            /** @enum {string} */
            type: "webhook";
            /** @description http(s), not a private, loopback or link-local address: POSTed the outcome record, signed (X-Fnhost-Timestamp, X-Fnhost-Signature = hex HMAC-SHA256(signing_secret, timestamp + "." + body)), tried again on 5xx and timeouts */
            url: string;
        };
        AsyncConfigDto: {
            /**
             * @description retries after a failed attempt (error, timeout, crash)
             * @default 2
             */
            max_retries: number;
            /**
             * @description an event older than this is not run again: a dead letter
             * @default 21600
             */
            max_event_age_s: number;
            /** @description where the outcome goes when an event succeeds; null: nowhere */
            on_success?: components["schemas"]["FunctionDestinationDto"] | components["schemas"]["WebhookDestinationDto"] | (never | null);
            /** @description where the outcome goes when an event failed for good (a dead letter); null: nowhere */
            on_failure?: components["schemas"]["FunctionDestinationDto"] | components["schemas"]["WebhookDestinationDto"] | (never | null);
        };
        SavedAsyncConfigDto: {
            /**
             * @description retries after a failed attempt (error, timeout, crash)
             * @default 2
             */
            max_retries: number;
            /**
             * @description an event older than this is not run again: a dead letter
             * @default 21600
             */
            max_event_age_s: number;
            /** @description where the outcome goes when an event succeeds; null: nowhere */
            on_success?: components["schemas"]["FunctionDestinationDto"] | components["schemas"]["WebhookDestinationDto"] | (never | null);
            /** @description where the outcome goes when an event failed for good (a dead letter); null: nowhere */
            on_failure?: components["schemas"]["FunctionDestinationDto"] | components["schemas"]["WebhookDestinationDto"] | (never | null);
            /** @description the secret webhooks and callbacks are signed with: given once, by the first save; keep it (it is not shown again) */
            signing_secret?: string;
        };
        DeadLetterDto: {
            execution_id: string;
            attempts: number;
            error_message: string | null;
            /** @description the event as it was sent */
            body: {
                [key: string]: unknown;
            };
            accepted_at: string;
            dead_at: string;
        };
        DeadLetterListDto: {
            dead_letters: components["schemas"]["DeadLetterDto"][];
            page: number;
            per_page: number;
            total: number;
            has_next: boolean;
        };
        RedriveDto: {
            /** @description the new execution */
            execution_id: string;
            /** @enum {string} */
            status: "queued";
            /** @description the dead letter it runs again */
            redrive_of: string;
        };
        CreateScheduleDto: {
            /**
             * @description 5 fields (minute hour day-of-month month day-of-week), or @hourly, @daily, @weekly, @monthly
             * @example *\/15 * * * *
             */
            cron: string;
            /**
             * @description IANA time zone the cron is read in
             * @default UTC
             * @example Europe/Paris
             */
            timezone?: string;
            /**
             * @description each run's event, as an invoke's body
             * @default {}
             */
            body?: {
                [key: string]: unknown;
            };
            /** @default true */
            enabled?: boolean;
            /**
             * @description the alias its runs go through: `latest` (the active version) or one of the function
             * @default latest
             * @example latest
             */
            alias?: string;
        };
        ScheduleDto: {
            id: string;
            /**
             * @description 5 fields (minute hour day-of-month month day-of-week), or @hourly, @daily, @weekly, @monthly
             * @example *\/15 * * * *
             */
            cron: string;
            /**
             * @description IANA time zone the cron is read in
             * @example Europe/Paris
             */
            timezone: string;
            /** @description each run's event, as an invoke's body */
            body: {
                [key: string]: unknown;
            };
            enabled: boolean;
            /** @description null while disabled */
            next_run_at: string | null;
            last_run_at: string | null;
            /**
             * @description the alias its runs go through: `latest` (the active version) or one of the function
             * @example latest
             */
            alias: string;
            created_at: string;
        };
        ScheduleListDto: {
            schedules: components["schemas"]["ScheduleDto"][];
        };
        UpdateScheduleDto: {
            /**
             * @description 5 fields (minute hour day-of-month month day-of-week), or @hourly, @daily, @weekly, @monthly
             * @example *\/15 * * * *
             */
            cron?: string;
            /**
             * @description IANA time zone the cron is read in
             * @example Europe/Paris
             */
            timezone?: string;
            /** @description each run's event, as an invoke's body */
            body?: {
                [key: string]: unknown;
            };
            enabled?: boolean;
            /**
             * @description the alias its runs go through: `latest` (the active version) or one of the function
             * @example latest
             */
            alias?: string;
        };
        CanaryDto: {
            /** @description a built version of the function */
            version: number;
            /** @description the share of the alias's calls it takes */
            percent: number;
        };
        PutAliasDto: {
            /** @description a built version of the function */
            version: number;
            /** @description a second version taking `percent` of the calls, chosen per call; null or absent: none */
            canary?: components["schemas"]["CanaryDto"] | (never | null);
            description?: string | null;
        };
        CanaryStateDto: {
            version: number;
            percent: number;
        };
        AliasDto: {
            name: string;
            version: number;
            /** @description null: every call goes to `version` */
            canary: components["schemas"]["CanaryStateDto"] | (never | null);
            description: string | null;
            created_at: string;
            updated_at: string;
        };
        AliasListDto: {
            /** @description `latest` first (while a version is active), then by name */
            aliases: components["schemas"]["AliasDto"][];
        };
        TriggerTlsDto: {
            /** @description a secret of the function's team holding the CA certificate (PEM) */
            ca_secret?: string;
            /**
             * @description skip verifying the broker's certificate (tests only)
             * @default false
             */
            insecure?: boolean;
        };
        TriggerConnectionDto: {
            /** @description the broker: nats://host:port, amqp(s)://host:port/vhost, kafka://host:port[,host:port…], mqtt(s)://host:port; no credentials in it */
            url: string;
            username?: string;
            /** @description a secret of the function's team holding the password */
            password_secret?: string;
            /**
             * @description Kafka only, with a username: how the account is proven (plain when not given)
             * @enum {string}
             */
            sasl_mechanism?: "plain" | "scram-sha-256" | "scram-sha-512";
            /** @description TLS: NATS and Kafka speak it when this is given ({} trusts the system's CAs), RabbitMQ and MQTT by their amqps: and mqtts: URLs */
            tls?: components["schemas"]["TriggerTlsDto"];
        };
        NatsSourceDto: {
            /** @description a JetStream stream */
            stream: string;
            /** @description the consumer's filter subject */
            subject?: string;
            /** @description the durable pull consumer (created when missing) */
            durable: string;
        };
        RabbitSourceDto: {
            /** @description an existing queue */
            queue: string;
            prefetch?: number;
        };
        KafkaSourceDto: {
            topic: string;
            group_id: string;
        };
        MqttSourceDto: {
            /** @description a topic filter (+ and # allowed) */
            topic: string;
            /** @enum {number} */
            qos: 1;
        };
        TriggerBatchDto: {
            max_messages: number;
            /** @description how long a batch waits to fill */
            max_wait_ms: number;
        };
        CreateTriggerDto: {
            name: string;
            /** @enum {string} */
            type: "nats" | "rabbitmq" | "kafka" | "mqtt";
            connection: components["schemas"]["TriggerConnectionDto"];
            /** @description by type: nats {stream, subject?, durable}, rabbitmq {queue, prefetch?}, kafka {topic, group_id}, mqtt {topic, qos: 1} */
            source: components["schemas"]["NatsSourceDto"] | components["schemas"]["RabbitSourceDto"] | components["schemas"]["KafkaSourceDto"] | components["schemas"]["MqttSourceDto"];
            /** @description absent: one message per invocation */
            batch?: components["schemas"]["TriggerBatchDto"];
            /** @default 100 */
            max_in_flight?: number;
            /** @default true */
            enabled?: boolean;
        };
        TriggerStatusDto: {
            /** @enum {string} */
            state: "starting" | "running" | "paused" | "error";
            /** @description the broker's or the consumer's last error */
            last_error: string | null;
            /** @description messages waiting in the source, where the broker tells it */
            lag: number | null;
            messages_total: number;
            last_message_at: string | null;
            /** @description the worker consuming it */
            owner: string | null;
        };
        TriggerDto: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            type: "nats" | "rabbitmq" | "kafka" | "mqtt";
            /** @description secret names only, never values */
            connection: components["schemas"]["TriggerConnectionDto"];
            /** @description by type: nats {stream, subject?, durable}, rabbitmq {queue, prefetch?}, kafka {topic, group_id}, mqtt {topic, qos: 1} */
            source: components["schemas"]["NatsSourceDto"] | components["schemas"]["RabbitSourceDto"] | components["schemas"]["KafkaSourceDto"] | components["schemas"]["MqttSourceDto"];
            batch: components["schemas"]["TriggerBatchDto"];
            max_in_flight: number;
            enabled: boolean;
            status: components["schemas"]["TriggerStatusDto"];
            created_at: string;
            updated_at: string;
        };
        TriggerListDto: {
            triggers: components["schemas"]["TriggerDto"][];
        };
        UpdateTriggerDto: {
            name?: string;
            /**
             * @description cannot change
             * @enum {string}
             */
            type?: "nats" | "rabbitmq" | "kafka" | "mqtt";
            connection?: components["schemas"]["TriggerConnectionDto"];
            /** @description by type: nats {stream, subject?, durable}, rabbitmq {queue, prefetch?}, kafka {topic, group_id}, mqtt {topic, qos: 1} */
            source?: components["schemas"]["NatsSourceDto"] | components["schemas"]["RabbitSourceDto"] | components["schemas"]["KafkaSourceDto"] | components["schemas"]["MqttSourceDto"];
            batch?: components["schemas"]["TriggerBatchDto"];
            max_in_flight?: number;
            /** @description false: the consumer stops within seconds (state paused) */
            enabled?: boolean;
        };
        VersionFiguresDto: {
            version: number;
            calls: number;
            errors: number;
            error_rate: number | null;
            p95_ms: number | null;
        };
        RolloutDto: {
            id: string;
            /** @description the version rolling out */
            version: number;
            /** @description the version it is compared with (the target had it before) */
            baseline_version: number;
            /** @enum {string} */
            state: "in_progress" | "promoted" | "rolled_back" | "aborted";
            policy: components["schemas"]["RolloutPolicyDto"];
            /** @description the step now (from 1); the last one reached once finished */
            step: number;
            /** @description the canary's percent now; 100 once promoted, 0 once rolled back */
            percent: number;
            /** @description null once finished */
            next_decision_at: string | null;
            /** @description why it was rolled back or aborted */
            reason: string | null;
            /** @description both versions' calls since the rollout started, new one first */
            versions: components["schemas"]["VersionFiguresDto"][];
            history: components["schemas"]["RolloutDecisionDto"][];
            started_at: string;
            finished_at: string | null;
        };
        RolloutStatusDto: {
            /** @description the function's policy; null: deploys switch at once */
            policy: components["schemas"]["RolloutPolicyDto"] | (never | null);
            /** @description the latest rollout, in progress or finished; null: none yet */
            rollout: components["schemas"]["RolloutDto"] | (never | null);
        };
        CorsDto: {
            /**
             * @description origins allowed to call from a browser: `*`, or `scheme://host[:port]` each
             * @example [
             *       "https://example.com"
             *     ]
             */
            allow_origins?: string[];
            /**
             * @description methods allowed, or `*`
             * @example [
             *       "GET",
             *       "POST"
             *     ]
             */
            allow_methods?: string[];
            /** @description request headers allowed, or `*` */
            allow_headers?: string[];
            /** @description reply headers a browser script may read, or `*` */
            expose_headers?: string[];
            /**
             * @description seconds a browser may cache a preflight
             * @default 0
             */
            max_age?: number;
            /**
             * @description cookies and credentials allowed (not with origin `*`)
             * @default false
             */
            allow_credentials?: boolean;
        };
        FunctionUrlConfigDto: {
            /**
             * @description "none": public (rate-limited per URL and per address); "bearer": the owner's bearer token; "signature": the function's API key over the raw body (X-Signature, X-Timestamp)
             * @enum {string}
             */
            auth: "none" | "bearer" | "signature";
            /** @description null or absent: no CORS (OPTIONS reaches the function like any method) */
            cors?: components["schemas"]["CorsDto"] | (never | null);
            /**
             * @description the alias its requests go through: `latest` (the active version) or one of the function
             * @default latest
             */
            alias?: string;
            /**
             * @description "buffered": the reply is sent once the function returns (up to 6 MB); "response_stream": sent as the function writes it, as chunked HTTP (up to STREAM_MAX_MB)
             * @default buffered
             * @enum {string}
             */
            invoke_mode?: "buffered" | "response_stream";
        };
        CorsConfigDto: {
            allow_origins: string[];
            allow_methods: string[];
            allow_headers: string[];
            expose_headers: string[];
            max_age: number;
            allow_credentials: boolean;
        };
        FunctionUrlDto: {
            /**
             * @description `<PUBLIC_URL>/fn/<slug>/`: any method, any path below it
             * @example http://127.0.0.1:3000/fn/3q2-7wXk9vR1pLmN0aBcDe/
             */
            url: string;
            /** @enum {string} */
            auth: "none" | "bearer" | "signature";
            /** @description null: no CORS */
            cors: components["schemas"]["CorsConfigDto"] | (never | null);
            /** @description the alias its requests go through: `latest` (the active version) or one of the function */
            alias: string;
            /** @enum {string} */
            invoke_mode: "buffered" | "response_stream";
            created_at: string;
        };
        TestEventDto: {
            /** @example large-order */
            name: string;
            event: {
                [key: string]: unknown;
            };
            created_at: string;
            updated_at: string;
        };
        TestEventListDto: {
            /** @description by name */
            test_events: components["schemas"]["TestEventDto"][];
        };
        SaveTestEventDto: {
            /** @description the handler's event, as an invoke's `body`: a JSON object of at most 64 KB */
            event: {
                [key: string]: unknown;
            };
        };
        AuditActorDto: {
            /**
             * @description anonymous: refused before any credential was accepted
             * @enum {string}
             */
            type: "user" | "token" | "anonymous";
            /** @description an account's uuid, a token's id */
            id: string | null;
            email?: string | null;
            /** @description a token's name */
            name?: string | null;
        };
        AuditTargetDto: {
            /** @example function */
            type: string;
            id: string | null;
            name: string | null;
        };
        AuditEntryDto: {
            id: string;
            at: string;
            actor: components["schemas"]["AuditActorDto"];
            team_id: string | null;
            /** @example function.deploy */
            action: string;
            target: components["schemas"]["AuditTargetDto"];
            /** @enum {string} */
            outcome: "success" | "denied" | "failed";
            /** @description the HTTP status answered */
            status: number;
            request_id: string | null;
            ip: string | null;
        };
        AuditListDto: {
            entries: components["schemas"]["AuditEntryDto"][];
            page: number;
            per_page: number;
            total: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description requests allowed in the minute window */
        "RateLimit-Limit": number;
        /** @description requests left in the minute window */
        "RateLimit-Remaining": number;
        /** @description seconds until the minute window starts over */
        "RateLimit-Reset": number;
        /** @description requests allowed in the hour window */
        "RateLimit-Limit-hour": number;
        /** @description requests left in the hour window */
        "RateLimit-Remaining-hour": number;
        /** @description seconds until the hour window starts over */
        "RateLimit-Reset-hour": number;
        /** @description requests allowed in the source address's minute window */
        "RateLimit-Limit-ip": number;
        /** @description requests left in the source address's minute window */
        "RateLimit-Remaining-ip": number;
        /** @description seconds until the source address's minute window starts over */
        "RateLimit-Reset-ip": number;
        /** @description seconds to wait before trying again */
        "Retry-After": number;
        /** @description the execution that answered */
        "X-Execution-Id": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    MetricsController_scrape: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus's text format */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain; version=0.0.4": string;
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    HealthController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency of this replica is down, or it is draining; what is wrong elsewhere (a worker host whose network policy is not in force) makes it degraded but still 200 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
        };
    };
    AuthController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponseDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AuthController_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponseDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AuthController_resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AuthController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AuthController_updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamListDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamNameDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the team id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the team id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamsController_rename: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the team id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamNameDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamsController_retention: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the team id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetentionDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamsController_setRetention: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the team id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RetentionChangeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetentionDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamsController_members: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the team id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberListDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamsController_removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: string;
                /** @description the team id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamsController_setRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: string;
                /** @description the team id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamsController_pending: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the team id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationListDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamsController_invite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedInvitationDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamsController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitation_id: string;
                /** @description the team id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamsController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TokensController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the team id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenListDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TokensController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the team id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTokenDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedTokenDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TokensController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token_id: string;
                /** @description the team id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    UsageController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the team id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DeletionsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingDeletionListDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DeletionsController_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletionStatusDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DeletionsController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelDeletionDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FunctionsController_init: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InitFunctionDto"];
            };
        };
        responses: {
            /** @description the name exists: that function */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InitFunctionResponseDto"];
                };
            };
            /** @description created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InitFunctionResponseDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FunctionsController_list: {
        parameters: {
            query?: {
                /** @description the team (GET /api/teams); the caller's personal team when left out */
                team_id?: string;
                /** @description larger values count as 100 */
                limit?: number;
                offset?: number;
                /** @description only functions whose name contains this text */
                q?: string;
                /** @description last_invoked_at: never-invoked functions last */
                sort?: "created_at" | "name" | "last_invoked_at";
                /** @description default: asc for name, else desc */
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunctionListDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FunctionsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunctionDetailsDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FunctionsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FunctionsController_configure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfigureFunctionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunctionDetailsDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SecretsController_list: {
        parameters: {
            query?: {
                /** @description the team (GET /api/teams); the caller's personal team when left out */
                team_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecretListDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SecretsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSecretDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecretDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SecretsController_update: {
        parameters: {
            query?: {
                /** @description the team (GET /api/teams); the caller's personal team when left out */
                team_id?: string;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecretValueDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecretDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SecretsController_remove: {
        parameters: {
            query?: {
                /** @description the team (GET /api/teams); the caller's personal team when left out */
                team_id?: string;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DeploymentsController_deploy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: uuid */
                    function_id: string;
                    /** Format: binary */
                    archive: string;
                    /** @description JSON object of string values */
                    env?: string;
                    /** @description JSON object: a one-off rollout of this version (fields of PUT /api/functions/{id}/rollout, over the function's policy, else target latest, max_error_rate 0.05, min_calls 10), e.g. {"steps":[10],"step_interval_s":60} */
                    rollout?: string;
                };
            };
        };
        responses: {
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeployResponseDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DeploymentsController_history: {
        parameters: {
            query?: {
                page?: number;
                /** @description larger values count as 100 */
                per_page?: number;
            };
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeploymentHistoryDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DeploymentsController_buildLog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                version: number;
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuildLogDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DeploymentsController_rollback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RollbackDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RollbackResponseDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DeploymentsController_deleteVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                version: number;
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionDeletedDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ExecutionsController_list: {
        parameters: {
            query?: {
                page?: number;
                /** @description larger values count as 100 */
                per_page?: number;
                status?: "queued" | "running" | "success" | "error" | "timeout";
                trigger?: "sync" | "async" | "schedule" | "http" | "nats" | "rabbitmq" | "kafka" | "mqtt";
                /** @description ISO 8601 timestamp: only executions started then or later */
                since?: string;
                /** @description ISO 8601 timestamp: only executions started then or earlier */
                until?: string;
            };
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExecutionListDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ExecutionsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                executionUuid: string;
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExecutionEnvelopeDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ExecutionsController_logs: {
        parameters: {
            query?: {
                /** @description larger values count as 1000 */
                limit?: number;
                /** @description ISO 8601 timestamp: the first entries from then on */
                since?: string;
                /** @description ISO 8601 timestamp: no entry after it (the newest up to then) */
                until?: string;
                /** @description only entries whose message contains this text (any case) */
                q?: string;
            };
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogsDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    InvocationController_invoke: {
        parameters: {
            query?: {
                /** @description run this built version (not with alias) */
                version?: number;
                /** @description take the reply as the function writes it (also: `Accept: text/event-stream`). A function that streams answers with its own status and headers and a chunked body; a failure after the first bytes ends server-sent events with `event: error`, other bodies with the X-Fnhost-Error trailer. A function that does not stream answers as without it */
                stream?: boolean;
                /** @description run through this alias (`latest`, the active version, unless given); with a canary, chosen per call */
                alias?: string;
            };
            header?: {
                /** @description Unix seconds, within 300 s of the server clock; signed with the body */
                "X-Timestamp"?: string;
                /** @description Required when the function has an active API key and does not skip signing: base64(HMAC-SHA256(private_key, `${X-Timestamp}:${raw body}`)) */
                "X-Signature"?: string;
                /** @description asynchronous invokes: up to 255 visible ASCII characters; a repeat within 24 h answers the first execution_id and runs nothing */
                "Idempotency-Key"?: string;
                /** @description asynchronous invokes: http(s) URL that receives the outcome as a webhook destination does (signed when the function has a signing secret) */
                "X-Callback-Url"?: string;
                /** @description `respond-async` (RFC 7240): run asynchronously, answer 202 at once */
                Prefer?: string;
            };
            path: {
                /** @description the function id */
                id: unknown;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvokeDto"];
            };
        };
        responses: {
            /** @description the result; a streaming function's reply to a caller that takes streams (`?stream=true`, `Accept: text/event-stream`) is its own body instead, chunked, with X-Execution-Id and the trailer X-Fnhost-Error */
            200: {
                headers: {
                    /** @description the version that ran */
                    "X-Fnhost-Version"?: number;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvokeResponseDto"];
                    "text/event-stream": string;
                    "application/octet-stream": string;
                };
            };
            /** @description with Prefer: respond-async: accepted, queued */
            202: {
                headers: {
                    /** @description the execution: /api/functions/{id}/executions/{execution_id} */
                    Location?: string;
                    /** @description respond-async */
                    "Preference-Applied"?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvokeAcceptedDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an invalid token, or a missing, invalid, expired or reused signature */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] | components["schemas"]["SignatureErrorDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ApiKeysAuthController_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyStatusDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ApiKeysAuthController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the API key uuid */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ApiKeysAuthController_generate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerateApiKeyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerateResponseDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ApiKeysAuthController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyListDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ApiKeysAuthController_roll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the API key uuid */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ApiKeysController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the API key uuid */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ApiKeysController_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyStatusDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ApiKeysController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the API key uuid */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ApiKeysController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the API key uuid */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateApiKeyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ApiKeysController_enable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the API key uuid */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ApiKeysController_generate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerateApiKeyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerateResponseDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ApiKeysController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyListDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ApiKeysController_roll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the API key uuid */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    StatsController_overview: {
        parameters: {
            query?: {
                period?: "1h" | "24h" | "7d" | "30d";
                /** @description the team (GET /api/teams); the caller's personal team when left out */
                team_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatsDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    StatsController_functions: {
        parameters: {
            query?: {
                period?: "1h" | "24h" | "7d" | "30d";
                /** @description the team (GET /api/teams); the caller's personal team when left out */
                team_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunctionsStatsDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    StatsController_overviewHourly: {
        parameters: {
            query?: {
                /** @description larger values count as 168 */
                hours?: number;
                /** @description the team (GET /api/teams); the caller's personal team when left out */
                team_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HourlyDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    StatsController_overviewDaily: {
        parameters: {
            query?: {
                /** @description larger values count as 90 */
                days?: number;
                /** @description the team (GET /api/teams); the caller's personal team when left out */
                team_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    StatsController_function: {
        parameters: {
            query?: {
                period?: "1h" | "24h" | "7d" | "30d";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatsDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    StatsController_functionHourly: {
        parameters: {
            query?: {
                /** @description larger values count as 168 */
                hours?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HourlyDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    StatsController_functionDaily: {
        parameters: {
            query?: {
                /** @description larger values count as 90 */
                days?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AsyncController_config: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncConfigDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AsyncController_setConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AsyncConfigDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedAsyncConfigDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AsyncController_deadLetters: {
        parameters: {
            query?: {
                page?: number;
                /** @description larger values count as 100 */
                per_page?: number;
            };
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeadLetterListDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AsyncController_redrive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                executionId: string;
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedriveDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AsyncController_deleteDeadLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                executionId: string;
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SchedulesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleListDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SchedulesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateScheduleDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SchedulesController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scheduleId: string;
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SchedulesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scheduleId: string;
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateScheduleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AliasesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the alias: [a-z][a-z0-9-]{0,31}; `latest` is reserved (the active version) */
                name: string;
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AliasDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AliasesController_put: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the alias: [a-z][a-z0-9-]{0,31}; `latest` is reserved (the active version) */
                name: string;
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PutAliasDto"];
            };
        };
        responses: {
            /** @description changed */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AliasDto"];
                };
            };
            /** @description created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AliasDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AliasesController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the alias: [a-z][a-z0-9-]{0,31}; `latest` is reserved (the active version) */
                name: string;
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AliasesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AliasListDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TriggersController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TriggerListDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TriggersController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTriggerDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TriggerDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TriggersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                trigger_id: string;
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TriggerDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TriggersController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                trigger_id: string;
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TriggersController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                trigger_id: string;
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTriggerDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TriggerDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RolloutsController_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolloutStatusDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RolloutsController_putPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolloutPolicyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolloutPolicyDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RolloutsController_deletePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RolloutsController_promote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolloutDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RolloutsController_abort: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolloutDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FunctionUrlsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunctionUrlDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FunctionUrlsController_put: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FunctionUrlConfigDto"];
            };
        };
        responses: {
            /** @description changed (same slug) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunctionUrlDto"];
                };
            };
            /** @description created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunctionUrlDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FunctionUrlsController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    UrlRequestsController_handle_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description any path below the URL (may be empty) */
                path: unknown;
                /** @description the URL's slug */
                slug: unknown;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description credentials the URL needs are missing */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a token of someone else, an invalid or reused signature, or a refused CORS preflight */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] | components["schemas"]["SignatureErrorDto"];
                };
            };
            /** @description no live URL has this slug */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a method the URL does not take */
            405: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body passes 6 MB */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the request target passes 2 KB */
            414: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description over the URL's or the address's requests per minute, or the function's concurrency */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function failed, or its reply is not a valid one */
            502: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function has no active version, or the platform is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function timed out */
            504: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function's reply, as it gave it (status, headers, cookies and body); X-Execution-Id names its execution */
            default: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                    "*/*": string;
                };
            };
        };
    };
    UrlRequestsController_handle_put: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description any path below the URL (may be empty) */
                path: unknown;
                /** @description the URL's slug */
                slug: unknown;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description credentials the URL needs are missing */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a token of someone else, an invalid or reused signature, or a refused CORS preflight */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] | components["schemas"]["SignatureErrorDto"];
                };
            };
            /** @description no live URL has this slug */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a method the URL does not take */
            405: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body passes 6 MB */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the request target passes 2 KB */
            414: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description over the URL's or the address's requests per minute, or the function's concurrency */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function failed, or its reply is not a valid one */
            502: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function has no active version, or the platform is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function timed out */
            504: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function's reply, as it gave it (status, headers, cookies and body); X-Execution-Id names its execution */
            default: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                    "*/*": string;
                };
            };
        };
    };
    UrlRequestsController_handle_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description any path below the URL (may be empty) */
                path: unknown;
                /** @description the URL's slug */
                slug: unknown;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description credentials the URL needs are missing */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a token of someone else, an invalid or reused signature, or a refused CORS preflight */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] | components["schemas"]["SignatureErrorDto"];
                };
            };
            /** @description no live URL has this slug */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a method the URL does not take */
            405: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body passes 6 MB */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the request target passes 2 KB */
            414: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description over the URL's or the address's requests per minute, or the function's concurrency */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function failed, or its reply is not a valid one */
            502: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function has no active version, or the platform is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function timed out */
            504: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function's reply, as it gave it (status, headers, cookies and body); X-Execution-Id names its execution */
            default: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                    "*/*": string;
                };
            };
        };
    };
    UrlRequestsController_handle_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description any path below the URL (may be empty) */
                path: unknown;
                /** @description the URL's slug */
                slug: unknown;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description credentials the URL needs are missing */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a token of someone else, an invalid or reused signature, or a refused CORS preflight */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] | components["schemas"]["SignatureErrorDto"];
                };
            };
            /** @description no live URL has this slug */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a method the URL does not take */
            405: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body passes 6 MB */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the request target passes 2 KB */
            414: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description over the URL's or the address's requests per minute, or the function's concurrency */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function failed, or its reply is not a valid one */
            502: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function has no active version, or the platform is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function timed out */
            504: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function's reply, as it gave it (status, headers, cookies and body); X-Execution-Id names its execution */
            default: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                    "*/*": string;
                };
            };
        };
    };
    UrlRequestsController_handle_options: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description any path below the URL (may be empty) */
                path: unknown;
                /** @description the URL's slug */
                slug: unknown;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description credentials the URL needs are missing */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a token of someone else, an invalid or reused signature, or a refused CORS preflight */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] | components["schemas"]["SignatureErrorDto"];
                };
            };
            /** @description no live URL has this slug */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a method the URL does not take */
            405: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body passes 6 MB */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the request target passes 2 KB */
            414: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description over the URL's or the address's requests per minute, or the function's concurrency */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function failed, or its reply is not a valid one */
            502: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function has no active version, or the platform is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function timed out */
            504: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function's reply, as it gave it (status, headers, cookies and body); X-Execution-Id names its execution */
            default: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                    "*/*": string;
                };
            };
        };
    };
    UrlRequestsController_handle_head: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description any path below the URL (may be empty) */
                path: unknown;
                /** @description the URL's slug */
                slug: unknown;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description credentials the URL needs are missing */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a token of someone else, an invalid or reused signature, or a refused CORS preflight */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] | components["schemas"]["SignatureErrorDto"];
                };
            };
            /** @description no live URL has this slug */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a method the URL does not take */
            405: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body passes 6 MB */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the request target passes 2 KB */
            414: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description over the URL's or the address's requests per minute, or the function's concurrency */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function failed, or its reply is not a valid one */
            502: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function has no active version, or the platform is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function timed out */
            504: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function's reply, as it gave it (status, headers, cookies and body); X-Execution-Id names its execution */
            default: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                    "*/*": string;
                };
            };
        };
    };
    UrlRequestsController_handle_patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description any path below the URL (may be empty) */
                path: unknown;
                /** @description the URL's slug */
                slug: unknown;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description credentials the URL needs are missing */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a token of someone else, an invalid or reused signature, or a refused CORS preflight */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"] | components["schemas"]["SignatureErrorDto"];
                };
            };
            /** @description no live URL has this slug */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a method the URL does not take */
            405: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body did not arrive in time */
            408: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body passes 6 MB */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the request target passes 2 KB */
            414: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description over the URL's or the address's requests per minute, or the function's concurrency */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function failed, or its reply is not a valid one */
            502: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function has no active version, or the platform is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function timed out */
            504: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the function's reply, as it gave it (status, headers, cookies and body); X-Execution-Id names its execution */
            default: {
                headers: {
                    "X-Execution-Id": components["headers"]["X-Execution-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-ip": components["headers"]["RateLimit-Limit-ip"];
                    "RateLimit-Remaining-ip": components["headers"]["RateLimit-Remaining-ip"];
                    "RateLimit-Reset-ip": components["headers"]["RateLimit-Reset-ip"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                    "*/*": string;
                };
            };
        };
    };
    TestEventsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestEventListDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TestEventsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestEventDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TestEventsController_save: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveTestEventDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestEventDto"];
                };
            };
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestEventDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description conflicts with the current state */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the body or archive is too large */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the content type is not supported */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TestEventsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
                /** @description the function id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AuditController_list: {
        parameters: {
            query?: {
                /** @description entries from this time (ISO 8601) */
                since?: string;
                /** @description entries before this time (ISO 8601) */
                until?: string;
                /** @description an actor: an account's uuid or email, a token's id or name */
                actor?: string;
                /** @description an action (function.deploy), or a family of them (function) */
                action?: string;
                page?: number;
            };
            header?: never;
            path: {
                /** @description the team id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditListDto"];
                };
            };
            /** @description invalid input: a malformed id, body field or query parameter */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description the access token expired: refresh it */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description missing, invalid or inactive token, or a blocked account */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description not found, or not yours */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a rate limit or the concurrency limit was reached */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description an unexpected error; the details carry the ref it is logged with */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description a dependency (database, Redis, identity provider, workers) is unavailable */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Limit-hour": components["headers"]["RateLimit-Limit-hour"];
                    "RateLimit-Remaining-hour": components["headers"]["RateLimit-Remaining-hour"];
                    "RateLimit-Reset-hour": components["headers"]["RateLimit-Reset-hour"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
}
