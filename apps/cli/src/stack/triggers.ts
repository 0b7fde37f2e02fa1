import { FnhostClient, Schemas, Trigger } from '@fnhost/sdk';
import { checkTrigger, TriggerDefinition } from '@fnhost/triggers/definition';
import { stable } from './stable';

const definitionOf = (t: Trigger): TriggerDefinition => ({
  name: t.name,
  type: t.type,
  connection: t.connection,
  source: t.source as TriggerDefinition['source'],
  batch: t.batch,
  max_in_flight: t.max_in_flight,
  enabled: t.enabled,
});

/**
 * A function's triggers as the file says them (each with the API's defaults) against the server's,
 * by name: the changes in words, and the requests that make them so. A trigger whose type changed
 * is deleted and created again (the API cannot change a type).
 */
export function triggerPlan(given: Record<string, unknown>[] | undefined, held: Trigger[] | null) {
  const want = new Map((given ?? []).map((t) => checkTrigger(t)).map((t) => [t.name, t]));
  const have = new Map((held ?? []).map((t) => [t.name, t]));
  const create: TriggerDefinition[] = [];
  const update: [Trigger, TriggerDefinition][] = [];
  const remove: Trigger[] = [...have.values()].filter((t) => !want.has(t.name));
  for (const t of want.values()) {
    const now = have.get(t.name);
    if (!now) create.push(t);
    else if (now.type !== t.type) {
      remove.push(now);
      create.push(t);
    } else if (stable(definitionOf(now)) !== stable(t)) update.push([now, t]);
  }
  const changes = [
    ...create.map((t) => `trigger + ${t.name} (${t.type})`),
    ...update.map(([, t]) => `trigger ~ ${t.name}`),
    ...remove.map((t) => `trigger - ${t.name}`),
  ];
  return {
    changes: held ? changes : [],
    async apply(client: FnhostClient, id: string): Promise<void> {
      for (const t of remove) await client.deleteTrigger(id, t.id);
      for (const [now, t] of update) {
        // Everything but the type, which cannot change.
        const change: Schemas['UpdateTriggerDto'] = { ...t, type: undefined };
        await client.updateTrigger(id, now.id, change);
      }
      for (const t of create) await client.createTrigger(id, t as Schemas['CreateTriggerDto']);
    },
  };
}
