import * as path from 'path';

/**
 * Where a stored dependency tree lives: its key in the archive store (DependencyInstaller makes
 * it, from the team and the digest of what it installs), and where a host unpacks it (CodeCache).
 */
export const dependencyTrees = {
  key: (teamUuid: string, digest: string) => `dependencies/${teamUuid}/${digest}.tar.gz`,
  teamOf: (key: string) => key.split('/')[1],
  /** The unpacked tree on this host: CODE_DIR/dependencies/<team>/<digest>. */
  dirOf: (codeDir: string, key: string) => path.resolve(codeDir, key.replace(/\.tar\.gz$/, '')),
};
