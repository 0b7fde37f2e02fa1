import { Redactor, urlCredentials } from './redactor';

describe('Redactor', () => {
  it('hides a whole value and every long token inside it, wherever it is printed', () => {
    const npmrc = '//registry.example:4873/:_authToken=c2VjcmV0LXRva2VuLTEyMzQ1\nalways-auth=true\n';
    const r = new Redactor([npmrc, 'https://pip:hunter2hunter2@index.example/simple']);
    expect(r.redact('GET 401 token c2VjcmV0LXRva2VuLTEyMzQ1 refused')).toBe('GET 401 token *** refused');
    expect(r.redact(`config:\n${npmrc}`)).toBe('config:\n***\n'); // the value is trimmed
    expect(r.redact('Looking in indexes: https://pip:hunter2hunter2@index.example/simple')).not.toContain(
      'hunter2hunter2',
    );
  });

  it('leaves text without credentials, and short words of a value, as they are', () => {
    const r = new Redactor(['a=b', 'x:token']);
    expect(r.redact('added 3 packages in 2s: a=b')).toBe('added 3 packages in 2s: a=b');
    expect(new Redactor([]).redact('nothing')).toBe('nothing');
  });

  it("names a URL's credentials, and none of a URL without them", () => {
    expect(urlCredentials('https://ci%40corp:s3cr3t-t0ken@nexus.example/repository/npm/')).toEqual([
      'ci@corp',
      's3cr3t-t0ken',
    ]);
    expect(urlCredentials('https://registry.npmjs.org/')).toEqual([]);
    expect(urlCredentials('not a url')).toEqual([]);
  });
});
