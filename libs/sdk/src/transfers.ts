import type { components } from './schema';

const UPLOAD_CHUNK = 64 * 1024;

/** Text as it is; bytes as base64, which the API decodes (btoa: the console runs this too). */
export function secretValue(value: string | Uint8Array): components['schemas']['SecretValueDto'] {
  if (typeof value === 'string') return { value };
  let binary = '';
  for (let i = 0; i < value.length; i += 0x8000)
    binary += String.fromCharCode(...value.subarray(i, i + 0x8000));
  return { value: btoa(binary), base64: true };
}

/**
 * The multipart deploy body, encoded once (by Node's own FormData encoder, boundary included) and
 * streamed in chunks so that progress follows what the connection has taken. Each attempt gets a
 * stream of its own.
 */
export async function multipart(
  functionId: string,
  archive: Uint8Array,
  env?: Record<string, string>,
  rollout?: object,
) {
  const form = new FormData();
  form.append('function_id', functionId);
  if (env) form.append('env', JSON.stringify(env));
  if (rollout) form.append('rollout', JSON.stringify(rollout));
  form.append('archive', new Blob([archive], { type: 'application/gzip' }), 'function.tar.gz');
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type')!;
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  return {
    contentType,
    blob: () => new Blob([bytes], { type: contentType }),
    stream(onProgress?: (sent: number, total: number) => void) {
      let sent = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= bytes.length) return controller.close();
          const chunk = bytes.subarray(sent, sent + UPLOAD_CHUNK);
          sent += chunk.length;
          controller.enqueue(chunk);
          onProgress?.(sent, bytes.length);
        },
      });
    },
  };
}

/** A fetch over XMLHttpRequest, for its upload progress events; the Response is what fetch gives. */
export function xhrFetch(onProgress?: (sent: number, total: number) => void) {
  return async (request: Request): Promise<Response> => {
    const body = await request.blob();
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (e) => onProgress?.(e.loaded, e.total);
      xhr.onerror = () => reject(new TypeError('network error'));
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr.getAllResponseHeaders().trim().split(/\r?\n/)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
        }
        const response = new Response(xhr.responseText, { status: xhr.status, headers });
        // send() reads the url of a 401 to tell public routes from the others.
        Object.defineProperty(response, 'url', { value: request.url });
        resolve(response);
      };
      xhr.send(body);
    });
  };
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}
