import { untilImage } from './dependency-installer';

describe('a build waiting for its builder image', () => {
  it('goes on at once when the image is there, saying nothing', async () => {
    const said: string[] = [];
    await untilImage(async () => true, 'fnhost/builder:node24', {
      timeoutMs: 1000,
      waiting: async (image) => void said.push(image),
    });
    expect(said).toEqual([]);
  });

  it('says it waits, then goes on once the image appears', async () => {
    const said: string[] = [];
    let looks = 0;
    await untilImage(async () => ++looks > 3, 'fnhost/builder:node24', {
      timeoutMs: 5000,
      pollMs: 1,
      waiting: async (image) => void said.push(image),
    });
    expect([said, looks]).toEqual([['fnhost/builder:node24'], 4]);
  });

  it('fails naming the image and the script once the time is up', async () => {
    await expect(
      untilImage(async () => false, 'fnhost/builder:python3.13', {
        timeoutMs: 20,
        pollMs: 5,
        waiting: async () => {},
      }),
    ).rejects.toThrow(
      'the builder image fnhost/builder:python3.13 is missing: scripts/builder-images.sh builds it',
    );
  });
});
