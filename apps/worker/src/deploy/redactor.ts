/** The shortest piece of a credential that is hidden on its own: shorter ones are ordinary words. */
const MIN_PIECE = 8;

/**
 * Hides credentials in a build's output: each value, and each run of at least MIN_PIECE token
 * characters in it (the token inside an `.npmrc`, the password inside an index URL), becomes `***`.
 * Installers rarely print a credential; this keeps the one that does from reaching a build log.
 */
export class Redactor {
  private readonly pieces: string[];

  constructor(values: string[]) {
    const pieces = new Set<string>();
    for (const value of values) {
      const trimmed = value.trim();
      if (trimmed.length >= MIN_PIECE) pieces.add(trimmed);
      for (const piece of trimmed.split(/[^A-Za-z0-9_+-]+/)) if (piece.length >= MIN_PIECE) pieces.add(piece);
    }
    // Longest first: a value is hidden whole before its pieces are looked for.
    this.pieces = [...pieces].sort((a, b) => b.length - a.length);
  }

  redact(text: string): string {
    return this.pieces.reduce((out, piece) => out.split(piece).join('***'), text);
  }
}

/** The credentials of a URL (`https://user:token@host/`): what a Redactor hides of an operator's registry setting. */
export function urlCredentials(url: string): string[] {
  try {
    const { username, password } = new URL(url);
    return [decodeURIComponent(username), decodeURIComponent(password)].filter(Boolean);
  } catch {
    return [];
  }
}
