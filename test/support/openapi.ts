import OpenAPIResponseValidator from 'openapi-response-validator';
import { API } from './stack';

/**
 * Every reply of the e2e suites is checked against the service's own OpenAPI document, so a field
 * that drifts from it fails the build. The document is read once per suite from the api answering
 * (the shard's, or a stack the suite runs itself: the HA suite has no shard api).
 */
type Operation = { responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>>; components: object };
const documents = new Map<string, Promise<Document>>();

/** Read once per api; one that stopped answering since its reply (a suite's fault) is asked again next time. */
function documentOf(base: string): Promise<Document> {
  let doc = documents.get(base);
  if (!doc) {
    doc = fetch(`${base}/api/docs-json`).then((r) => r.json() as Promise<Document>);
    doc.catch(() => documents.delete(base));
    documents.set(base, doc);
  }
  return doc;
}
const templates = new Map<string, RegExp>();
/**
 * One validator per operation, made on its first reply: making one compiles the whole document's
 * components (about 80 ms of CPU), which every call of every suite paid before.
 */
const validators = new Map<Operation, OpenAPIResponseValidator>();

async function operationOf(base: string, method: string, path: string) {
  const doc = await documentOf(base);
  const bare = path.split('?')[0];
  for (const [template, item] of Object.entries(doc.paths)) {
    if (!templates.has(template))
      templates.set(template, new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`));
    if (templates.get(template)!.test(bare) && item[method.toLowerCase()])
      return { op: item[method.toLowerCase()], components: doc.components };
  }
  return null;
}

/** The ways `body` differs from what the document of the api at `base` says `method path` answers with `status`. */
export async function documentMismatch(
  method: string,
  path: string,
  status: number,
  body: unknown,
  base = API,
) {
  const found = await operationOf(base, method, path);
  if (!found) return null; // not a documented route (the 404 tests ask for such)
  let validator = validators.get(found.op);
  if (!validator) {
    validator = new OpenAPIResponseValidator({
      responses: found.op.responses as never,
      components: found.components as never,
    });
    validators.set(found.op, validator);
  }
  return validator.validateResponse(status, body) ?? null;
}
