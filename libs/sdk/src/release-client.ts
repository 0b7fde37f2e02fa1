import { FunctionClient } from './function-client';
import { Schemas } from './session-client';

/**
 * Releases: aliases (named versions, with canaries) and rollouts (a new version reaching an
 * alias's calls in steps, judged by its executions, rolled back by itself when it fails).
 */
export class ReleaseClient extends FunctionClient {
  aliases(id: string) {
    return this.send(() => this.api.GET('/api/functions/{id}/aliases', { params: { path: { id } } }));
  }

  alias(id: string, name: string) {
    return this.send(() =>
      this.api.GET('/api/functions/{id}/aliases/{name}', { params: { path: { id, name } } }),
    );
  }

  /** Creates or moves the alias: `version`, and `canary` ({version, percent}) taking that share of its calls. */
  setAlias(id: string, name: string, body: Schemas['PutAliasDto']) {
    return this.send(() =>
      this.api.PUT('/api/functions/{id}/aliases/{name}', { params: { path: { id, name } }, body }),
    );
  }

  /** 409 naming them while a URL, schedule, destination or rollout goes through it. */
  deleteAlias(id: string, name: string) {
    return this.send(() =>
      this.api.DELETE('/api/functions/{id}/aliases/{name}', { params: { path: { id, name } } }),
    );
  }

  /** The function's rollout policy and its latest rollout (steps, figures per version, next decision). */
  rollout(id: string) {
    return this.send(() => this.api.GET('/api/functions/{id}/rollout', { params: { path: { id } } }));
  }

  setRolloutPolicy(id: string, policy: Schemas['RolloutPolicyDto']) {
    return this.send(() =>
      this.api.PUT('/api/functions/{id}/rollout', { params: { path: { id } }, body: policy }),
    );
  }

  deleteRolloutPolicy(id: string) {
    return this.send(() => this.api.DELETE('/api/functions/{id}/rollout', { params: { path: { id } } }));
  }

  /** The new version takes all of the target's calls now. */
  promoteRollout(id: string) {
    return this.send(() =>
      this.api.POST('/api/functions/{id}/rollout/promote', { params: { path: { id } } }),
    );
  }

  /** The canary is removed and its version marked rolled_back. */
  abortRollout(id: string) {
    return this.send(() => this.api.POST('/api/functions/{id}/rollout/abort', { params: { path: { id } } }));
  }
}
