import {
  Controller,
  ForbiddenException,
  Get,
  INestApplication,
  Injectable,
  PipeTransform,
} from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AddressInfo } from 'net';
import { claimOf, RouteClaim } from './route-claims';

type Claim = RouteClaim<'thing.read' | 'thing.write', { id: number }>;

/** Who may do what to which thing: the claims' pipe asks it, as FunctionAccessPipe asks FunctionsService. */
@Injectable()
class Grants {
  readonly asked: Claim[] = [];
  writable = false;
}

@Injectable()
class ThingPipe implements PipeTransform<Claim, Promise<{ thing: string }>> {
  constructor(private readonly grants: Grants) {}

  async transform(claim: Claim): Promise<{ thing: string }> {
    this.grants.asked.push(claim);
    if (claim.permission === 'thing.write' && !this.grants.writable) throw new ForbiddenException('no');
    return { thing: claim.id };
  }
}

const ThingFor = claimOf(ThingPipe, 'the thing id');

@Controller('things')
class ThingsController {
  @Get(':id')
  read(@ThingFor('thing.read') thing: { thing: string }) {
    return thing;
  }

  @Get(':id/write')
  write(@ThingFor('thing.write') thing: { thing: string }) {
    return thing;
  }
}

describe('route claims', () => {
  const ID = '6f1c2b7e-3d4a-4e5f-8a9b-0c1d2e3f4a5b';
  let app: INestApplication;
  let grants: Grants;
  let base: string;
  const get = async (path: string) => {
    const res = await fetch(base + path);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      controllers: [ThingsController],
      providers: [Grants],
    }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    app.use((req: { user?: unknown }, _res: unknown, next: () => void) => ((req.user = { id: 7 }), next()));
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    grants = app.get(Grants);
  });
  afterAll(() => app.close());
  beforeEach(() => grants.asked.splice(0));

  it("hands the route's pipe the caller, the path's id and the permission the route declares", async () => {
    expect(await get(`/things/${ID}`)).toEqual({ status: 200, body: { thing: ID } });
    expect(grants.asked).toEqual([{ user: { id: 7 }, id: ID, permission: 'thing.read' }]);
  });

  it("answers the pipe's refusal, and the handler never runs", async () => {
    expect((await get(`/things/${ID}/write`)).status).toBe(403);
    grants.writable = true;
    expect(await get(`/things/${ID}/write`)).toEqual({ status: 200, body: { thing: ID } });
    expect(grants.asked.map((c) => c.permission)).toEqual(['thing.write', 'thing.write']);
  });

  it('refuses an id that is no UUID with 400 before any lookup', async () => {
    const res = await get('/things/not-a-uuid');
    expect(res).toMatchObject({ status: 400, body: { message: 'Validation failed (uuid is expected)' } });
    expect(grants.asked).toEqual([]);
  });

  it('documents :id as a path parameter, which the OpenAPI document would otherwise miss', () => {
    const doc = SwaggerModule.createDocument(app, new DocumentBuilder().build());
    for (const path of ['/things/{id}', '/things/{id}/write'])
      expect(doc.paths[path].get!.parameters).toEqual([
        expect.objectContaining({ name: 'id', in: 'path', required: true, description: 'the thing id' }),
      ]);
  });
});
