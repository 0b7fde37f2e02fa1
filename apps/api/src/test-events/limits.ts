/** A function keeps at most this many test events, */
export const TEST_EVENTS_PER_FUNCTION = 20;
/** each at most this many bytes of JSON. */
export const TEST_EVENT_BYTES = 64 * 1024;
export const TEST_EVENT_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
