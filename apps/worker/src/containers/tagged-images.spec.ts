import Docker from 'dockerode';
import { BASE_LABEL } from './container-engine';
import { taggedImages } from './docker-engine';

const image = (tags: string[], size: number, labels: Record<string, string> = {}) =>
  ({ RepoTags: tags, Size: size, Created: 1_700_000_000, Labels: labels }) as unknown as Docker.ImageInfo;

describe('taggedImages', () => {
  it("frees an image's size less its labelled base's, found under the engine's qualified name", () => {
    const listing = [
      image(['localhost/fnhost/runtime:node-24'], 100),
      image(['localhost/fnhost/dependencies:abc'], 160, { [BASE_LABEL]: 'fnhost/runtime:node-24' }),
      image(['localhost/fnhost/fn-1:v1'], 170, { [BASE_LABEL]: 'fnhost/dependencies:abc' }),
      image(['registry:5000/fnhost/fn-2:v1'], 130, { [BASE_LABEL]: 'fnhost/runtime:node-24' }),
    ];
    expect(taggedImages(listing).map((i) => [i.tags[0], i.uniqueBytes])).toEqual([
      ['localhost/fnhost/runtime:node-24', 100],
      ['localhost/fnhost/dependencies:abc', 60],
      ['localhost/fnhost/fn-1:v1', 10],
      ['registry:5000/fnhost/fn-2:v1', 30],
    ]);
  });

  it('counts all of an unlabelled image, or one whose base is gone; leaves out untagged ones', () => {
    const listing = [
      image(['<none>:<none>'], 50),
      image(['fnhost/old:v1'], 120),
      image(['fnhost/orphan:v1'], 90, { [BASE_LABEL]: 'fnhost/runtime:gone' }),
      // A name that only ends like the base is not it.
      image(['localhost/myfnhost/runtime:node-24'], 80),
      image(['fnhost/fn-3:v1'], 95, { [BASE_LABEL]: 'fnhost/runtime:node-24' }),
    ];
    expect(taggedImages(listing).map((i) => [i.tags[0], i.uniqueBytes])).toEqual([
      ['fnhost/old:v1', 120],
      ['fnhost/orphan:v1', 90],
      ['localhost/myfnhost/runtime:node-24', 80],
      ['fnhost/fn-3:v1', 95],
    ]);
  });
});
