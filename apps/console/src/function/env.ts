/** An env field: empty, or a JSON object whose values are strings (the server checks names and size). */
export function parseEnv(text: string): Record<string, string> | undefined {
  if (!text.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('Environment variables: not valid JSON');
  }
  if (
    !parsed ||
    typeof parsed !== 'object' ||
    Array.isArray(parsed) ||
    Object.values(parsed).some((v) => typeof v !== 'string')
  )
    throw new Error('Environment variables: must be a JSON object of string values, e.g. {"MODE": "fast"}');
  return parsed as Record<string, string>;
}
