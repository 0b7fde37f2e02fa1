import { ArchiveStorage } from '@fnhost/common';
import { Deployment, FunctionEntity } from '@fnhost/database';
import { JobQueue } from '@fnhost/queue';
import { Repository } from 'typeorm';
import { CodeCache } from '../containers/code-cache';
import { ContainerEngine } from '../containers/container-engine';
import { ImageStore } from '../containers/image-store';
import { WarmContainer } from '../containers/instance-starter';
import { WarmPool } from '../containers/warm-pool';
import { WorkerPresence } from '../containers/worker-presence';
import { CleanupService } from './cleanup.service';

describe('CleanupService.deleteVersion', () => {
  const job = {
    functionUuid: 'f1',
    deploymentUuid: 'd1',
    version: 1,
    imageTag: 'fnhost/fn-f1:v1',
    storageKey: 'functions/f1/v1.tar.gz',
  };
  let rowLeft: boolean;
  /** Another version installs the same dependency tree. */
  let treeUsed: boolean;
  let retired: ((w: WarmContainer) => boolean)[];
  const engine = { list: jest.fn(), remove: jest.fn(), removeImage: jest.fn() };
  const code = { remove: jest.fn() };
  const jobs = { broadcast: jest.fn() };
  const storage = { remove: jest.fn() };
  let cleanup: CleanupService;

  beforeEach(() => {
    jest.clearAllMocks();
    rowLeft = false;
    treeUsed = false;
    retired = [];
    engine.list.mockResolvedValue([{ id: 'c1' }]);
    jobs.broadcast.mockResolvedValue(1);
    cleanup = new CleanupService(
      engine as unknown as ContainerEngine,
      code as unknown as CodeCache,
      { ref: (tag: string) => `localhost/${tag}` } as ImageStore,
      jobs as unknown as JobQueue,
      { retire: async (p: (w: WarmContainer) => boolean) => void retired.push(p) } as unknown as WarmPool,
      { workerId: 'w1' } as WorkerPresence,
      storage as unknown as ArchiveStorage,
      {} as Repository<FunctionEntity>,
      {
        existsBy: async (where: { uuid?: string; dependenciesKey?: string }) =>
          where.uuid ? rowLeft : treeUsed,
      } as unknown as Repository<Deployment>,
    );
  });

  it("removes nothing while the version's row is there (its delete not committed, or rolled back)", async () => {
    rowLeft = true;
    await expect(cleanup.deleteVersion(job)).rejects.toThrow(/version 1 of function f1 is not deleted/);
    for (const m of [engine.remove, engine.removeImage, code.remove, jobs.broadcast, storage.remove])
      expect(m).not.toHaveBeenCalled();
  });

  it("once the row is gone: that version's containers, image and code here and on every host, then its archive", async () => {
    await cleanup.deleteVersion(job);
    const version = { deploymentUuid: 'd1', version: 1 };
    expect(engine.list).toHaveBeenCalledWith({}, 'fnhost-f1-v1-');
    expect(engine.remove).toHaveBeenCalledWith('c1');
    expect(engine.removeImage).toHaveBeenCalledWith('localhost/fnhost/fn-f1:v1');
    expect(code.remove).toHaveBeenCalledWith('f1', 1);
    expect(jobs.broadcast).toHaveBeenCalledWith(
      'purge',
      { functionUuid: 'f1', imageTags: [job.imageTag], version },
      'w1',
    );
    expect(storage.remove).toHaveBeenCalledWith(job.storageKey);
    // Only that version's instances are retired.
    const [which] = retired;
    expect(which({ functionUuid: 'f1', deploymentUuid: 'd1' } as WarmContainer)).toBe(true);
    expect(which({ functionUuid: 'f1', deploymentUuid: 'd2' } as WarmContainer)).toBe(false);
    expect(which({ functionUuid: 'f2', deploymentUuid: 'd1' } as WarmContainer)).toBe(false);
  });

  it('removes its stored dependency tree once no other version installs it', async () => {
    const tree = 'dependencies/t1/abc.tar.gz';
    treeUsed = true;
    await cleanup.deleteVersion({ ...job, dependenciesKey: tree });
    expect(storage.remove).not.toHaveBeenCalledWith(tree);
    treeUsed = false;
    await cleanup.deleteVersion({ ...job, dependenciesKey: tree });
    expect(storage.remove).toHaveBeenCalledWith(tree);
  });
});
