import { ReleaseClient } from './release-client';
import { Schemas } from './session-client';

export type Trigger = Schemas['TriggerDto'];

/** Broker triggers: a function consuming NATS JetStream, RabbitMQ, Kafka or MQTT. */
export class TriggerClient extends ReleaseClient {
  triggers(id: string) {
    return this.send(() => this.api.GET('/api/functions/{id}/triggers', { params: { path: { id } } }));
  }

  trigger(id: string, triggerId: string) {
    return this.send(() =>
      this.api.GET('/api/functions/{id}/triggers/{trigger_id}', {
        params: { path: { id, trigger_id: triggerId } },
      }),
    );
  }

  /** The broker is tested first: 400 naming what failed (unreachable, credentials, unknown source). */
  createTrigger(id: string, body: Schemas['CreateTriggerDto']) {
    return this.send(() => this.api.POST('/api/functions/{id}/triggers', { params: { path: { id } }, body }));
  }

  /** Any field but the type; `{enabled: false}` pauses it, `{enabled: true}` resumes it. */
  updateTrigger(id: string, triggerId: string, body: Schemas['UpdateTriggerDto']) {
    return this.send(() =>
      this.api.PATCH('/api/functions/{id}/triggers/{trigger_id}', {
        params: { path: { id, trigger_id: triggerId } },
        body,
      }),
    );
  }

  deleteTrigger(id: string, triggerId: string) {
    return this.send(() =>
      this.api.DELETE('/api/functions/{id}/triggers/{trigger_id}', {
        params: { path: { id, trigger_id: triggerId } },
      }),
    );
  }
}
