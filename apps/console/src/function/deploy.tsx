import type { Schemas } from '@fnhost/sdk';
import { useState } from 'preact/hooks';
import { client } from '../session';
import { Card, ErrorBox, Status, TextArea, useAction } from '../ui';
import { parseEnv } from './env';
import type { TabProps } from './tab';
import { BuildOutput } from './deployments';

type Deployment = Schemas['DeploymentDto'];

/** The build is followed at this pace: the API's rate limit counts each poll. */
const BUILD_POLL_MS = 2000;

/** Deploy by dropping a tar.gz: upload progress, then the build followed until active or failed. */
export function DeployTab({ fn, refresh }: TabProps) {
  const [file, setFile] = useState<File | null>(null);
  const [env, setEnv] = useState('');
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [build, setBuild] = useState<{ version: number; deployment?: Deployment; warnings: string[] } | null>(
    null,
  );
  const deploy = useAction(async (archive: File) => {
    setBuild(null);
    setProgress(null);
    const vars = parseEnv(env);
    setProgress({ sent: 0, total: archive.size });
    const bytes = new Uint8Array(await archive.arrayBuffer());
    const reply = await client.deploy(fn.id, bytes, {
      env: vars,
      onUploadProgress: (sent, total) => setProgress({ sent, total }),
    });
    setBuild({ version: reply.version, warnings: reply.warnings });
    const deployment = await client.waitForBuild(fn.id, reply.version, { intervalMs: BUILD_POLL_MS });
    setBuild({ version: reply.version, deployment, warnings: reply.warnings });
    refresh();
  });
  const choose = (files: FileList | null | undefined) => {
    const picked = files?.[0];
    if (!picked) return;
    setFile(picked);
    void deploy.run(picked);
  };
  return (
    <Card title="Deploy a new version">
      <p>
        A <code>.tar.gz</code> of the function's code: <code>index.js</code> exporting <code>handler</code>,
        or what a <code>function.json</code> at its root names (runtime, handler). The build runs on a worker;
        the version becomes active when it succeeds.
      </p>
      <TextArea
        label="Environment variables (JSON object of strings, optional)"
        plain
        name="env"
        rows={2}
        placeholder='{"MODE": "fast"}'
        value={env}
        onValue={setEnv}
      />
      <label
        class={`drop ${dragging ? 'dragging' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          choose(e.dataTransfer?.files);
        }}
      >
        <span>{file ? file.name : 'Drop a tar.gz here, or click to choose one'}</span>
        <input
          type="file"
          name="archive"
          accept=".tar.gz,.tgz,application/gzip"
          disabled={deploy.busy}
          onChange={(e) => choose(e.currentTarget.files)}
        />
      </label>
      {progress && (
        <p class="progress">
          Upload <progress max={progress.total} value={progress.sent} aria-label="Upload progress" />{' '}
          {Math.round((progress.sent / Math.max(1, progress.total)) * 100)}%
        </p>
      )}
      {build && (
        <div class="build" role="status" aria-label="Build">
          Version {build.version}: <Status value={build.deployment?.status ?? 'building'} />
          {!build.deployment && <span class="muted"> building…</span>}
          {build.deployment?.status === 'failed' && <pre class="build-error">{build.deployment.error}</pre>}
          {build.deployment && (
            <BuildOutput
              functionId={fn.id}
              version={build.version}
              open={build.deployment.status === 'failed'}
            />
          )}
          {build.warnings.map((w) => (
            <p class="warning" key={w}>
              {w}
            </p>
          ))}
        </div>
      )}
      <ErrorBox error={deploy.error} />
    </Card>
  );
}
