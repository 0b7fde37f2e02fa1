import { refusal } from '../common/testing';
import { AsyncConfigDto } from './dto/async.dto';

describe("a function's asynchronous configuration", () => {
  it.each([
    [{ max_retries: 9, max_event_age_s: 600 }, /^max_retries: max_retries must be 0 to 5$/],
    [{ max_retries: -1, max_event_age_s: 600 }, /^max_retries: max_retries must be 0 to 5$/],
    [{ max_retries: 1, max_event_age_s: 10 }, /^max_event_age_s: max_event_age_s must be 60 to 21600$/],
    [{ max_retries: 1, max_event_age_s: 21601 }, /^max_event_age_s: max_event_age_s must be 60 to 21600$/],
    [{ max_retries: 'two', max_event_age_s: 600 }, /max_retries: max_retries must be an integer/],
    [{ max_retries: 1 }, /^max_event_age_s: /],
    [{ max_retries: 1, max_event_age_s: 600, on_failure: 'https://example.com' }, /^on_failure: /],
    [{ max_retries: 1, max_event_age_s: 600, dlq: true }, /^dlq: unknown field$/],
  ])('%j is refused', async (body, details) => {
    expect(await refusal(AsyncConfigDto, body)).toMatch(details);
  });

  it('takes the bounds themselves, and destinations as objects or null', async () => {
    expect(await refusal(AsyncConfigDto, { max_retries: 0, max_event_age_s: 60 })).toBeNull();
    expect(
      await refusal(AsyncConfigDto, {
        max_retries: 5,
        max_event_age_s: 21600,
        on_success: null,
        on_failure: { type: 'webhook', url: 'https://example.com/hook' },
      }),
    ).toBeNull();
  });
});
