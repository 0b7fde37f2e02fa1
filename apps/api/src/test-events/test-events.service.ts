import { badRequest, conflict, notFound, payloadTooLarge } from '@fnhost/common';
import { FunctionEntity, TestEvent } from '@fnhost/database';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { TestEventDto, TestEventListDto } from './dto/test-event.dto';
import { TEST_EVENT_BYTES, TEST_EVENT_NAME, TEST_EVENTS_PER_FUNCTION } from './limits';

/** A test event's name from a path: letters, digits, `_`, `.`, `-`; 400 otherwise. */
export function checkedTestEventName(name: string): string {
  if (!TEST_EVENT_NAME.test(name))
    throw badRequest(`name: "${name}" is not a test event name (${TEST_EVENT_NAME.source})`);
  return name;
}

/** Named inputs kept with a function, to try it with again. */
@Injectable()
export class TestEventsService {
  constructor(@InjectRepository(TestEvent) private readonly events: Repository<TestEvent>) {}

  async list(fn: FunctionEntity): Promise<TestEventListDto> {
    const rows = await this.events.find({ where: { functionUuid: fn.uuid }, order: { name: 'ASC' } });
    return { test_events: rows.map(toDto) };
  }

  async get(fn: FunctionEntity, name: string): Promise<TestEventDto> {
    const row = await this.events.findOneBy({ functionUuid: fn.uuid, name });
    if (!row) throw notFound(`test event ${name} not found`);
    return toDto(row);
  }

  /** Saves the event under its name, replacing one of that name; `created` says which. */
  async save(
    fn: FunctionEntity,
    name: string,
    event: Record<string, unknown>,
  ): Promise<{ saved: TestEventDto; created: boolean }> {
    const bytes = Buffer.byteLength(JSON.stringify(event));
    if (bytes > TEST_EVENT_BYTES)
      throw payloadTooLarge(`event: ${bytes} bytes, at most ${TEST_EVENT_BYTES} are kept`);
    return this.events.manager.transaction(async (tx) => {
      // Under the function's lock: two saves of new names cannot both take the last place.
      await tx.getRepository(FunctionEntity).findOne({
        where: { uuid: fn.uuid },
        lock: { mode: 'pessimistic_write' },
      });
      const repo = tx.getRepository(TestEvent);
      const existing = await repo.findOneBy({ functionUuid: fn.uuid, name });
      if (!existing && (await repo.countBy({ functionUuid: fn.uuid })) >= TEST_EVENTS_PER_FUNCTION)
        throw conflict(
          `function ${fn.name} has ${TEST_EVENTS_PER_FUNCTION} test events, the most it keeps: delete one first`,
        );
      const saved = await repo.save({ ...(existing ?? { functionUuid: fn.uuid, name }), event });
      return { saved: toDto(saved), created: !existing };
    });
  }

  async remove(fn: FunctionEntity, name: string): Promise<void> {
    const { affected } = await this.events.delete({ functionUuid: fn.uuid, name });
    if (!affected) throw notFound(`test event ${name} not found`);
  }
}

const toDto = (row: TestEvent): TestEventDto => ({
  name: row.name,
  event: row.event,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
