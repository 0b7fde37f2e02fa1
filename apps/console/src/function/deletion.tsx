import { useState } from 'preact/hooks';
import { client } from '../session';
import { Card, Empty, ErrorBox, Notice, Time, useAction, useLoad } from '../ui';
import type { TabProps } from './tab';

/** Whether the function is scheduled for deletion (it went stale), and a way to cancel it. */
export function DeletionTab({ fn, refresh }: TabProps) {
  const status = useLoad(() => client.deletionStatus(fn.id), [fn.id]);
  const [done, setDone] = useState<string | null>(null);
  const cancel = useAction(async () => {
    setDone((await client.cancelDeletion(fn.id)).message);
    status.reload();
    refresh();
  });
  const info = status.data?.deletion_info;
  return (
    <Card title="Deletion">
      <ErrorBox error={status.error ?? cancel.error} />
      <Notice text={done} />
      {status.data && !info && (
        <Empty>
          Not scheduled for deletion. A function nobody invokes for long is scheduled, with a grace period to
          cancel.
        </Empty>
      )}
      {info && (
        <>
          <p class="warning">
            Scheduled for deletion ({info.reason.replace('_', ' ')}) on <Time iso={info.deletion_date} />:{' '}
            {info.days_remaining} days left.
          </p>
          <button type="button" disabled={cancel.busy} onClick={() => void cancel.run()}>
            Cancel the deletion
          </button>
        </>
      )}
    </Card>
  );
}
