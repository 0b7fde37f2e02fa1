import OpenAPIResponseValidator from 'openapi-response-validator';
import { API } from './stack';

/**
 * Every reply of the e2e suites is checked against the service's own OpenAPI document, so a field
 * that drifts from it fails the build. The document is read once per suite from the running api.
 */
type Operation = { responses: Record<string, unknown> };
let document: Promise<{ paths: Record<string, Record<string, Operation>>; components: object }> | undefined;
const templates = new Map<string, RegExp>();

async function operationOf(method: string, path: string) {
  document ??= fetch(`${API}/api/docs-json`).then((r) => r.json());
  const doc = await document;
  const bare = path.split('?')[0];
  for (const [template, item] of Object.entries(doc.paths)) {
    if (!templates.has(template))
      templates.set(template, new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`));
    if (templates.get(template)!.test(bare) && item[method.toLowerCase()])
      return { op: item[method.toLowerCase()], components: doc.components };
  }
  return null;
}

/** The ways `body` differs from what the document says `method path` answers with `status`. */
export async function documentMismatch(method: string, path: string, status: number, body: unknown) {
  const found = await operationOf(method, path);
  if (!found) return null; // not a documented route (the 404 tests ask for such)
  const validator = new OpenAPIResponseValidator({
    responses: found.op.responses as never,
    components: found.components as never,
  });
  return validator.validateResponse(status, body) ?? null;
}
