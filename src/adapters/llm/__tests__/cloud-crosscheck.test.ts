/** @jest-environment node */
/**
 * Our fetch adapter against the official SDK the original app used (`@azure-rest/ai-inference`,
 * a devDependency only): the same request on the wire, and the same retry schedule.
 */
import {
  createHttpHeaders,
  createPipelineRequest,
  defaultRetryPolicy,
  type PipelineResponse,
} from '@azure/core-rest-pipeline';
import {
  startCloudServer,
  type CloudBehaviour,
  type CloudServer,
  type RecordedRequest,
} from '../../../../test/servers/cloud-server';
import { cloudCharacter } from './clients';
import { sdkCharacter } from './sdk';
import { sendWithRetry, type RetryableResponse } from '../retry';
import { makeTemplate } from '@/testing/fixtures';

const TOKEN = 'ghp_CROSSCHECK_secret_abcdef0123456789';
const MODEL = 'openai/gpt-4.1';
const TEMPLATE = makeTemplate({
  race: 'Orc',
  characterClass: 'Rogue',
  alignment: 'Chaotic Neutral',
  age: 33,
});

/** The request the original app made through the SDK. */
const sendThroughSdk = (endpoint: string) =>
  sdkCharacter(TEMPLATE, { endpoint, model: MODEL, token: TOKEN });

async function sendThroughAdapter(endpoint: string, random?: () => number): Promise<unknown> {
  return cloudCharacter(
    TEMPLATE,
    { endpoint, model: MODEL, token: TOKEN },
    random ? { random } : {},
  ).catch((error: unknown) => error);
}

/** A server for the SDK and one for our adapter, for a describe block; emptied before each test. */
function serverPair() {
  const servers = {} as { sdk: CloudServer; ours: CloudServer };
  beforeAll(async () => {
    [servers.sdk, servers.ours] = await Promise.all([startCloudServer(), startCloudServer()]);
  });
  afterAll(() => Promise.all([servers.sdk.close(), servers.ours.close()]));
  beforeEach(() => {
    servers.sdk.reset();
    servers.ours.reset();
  });
  return servers;
}

describe('the same request as the SDK', () => {
  const servers = serverPair();

  it.each([
    ['/inference'],
    ['/inference/'],
    ['/openai/v1?foo=bar'],
    ['/openai/v1?api-version=2024-10-21'],
    [''],
  ])('endpoint "<server>%s": same path, query, Authorization and body', async (suffix) => {
    const sdk = await sendThroughSdk(`${servers.sdk.url}${suffix}`);
    expect(sdk.status).toBe('200');
    await sendThroughAdapter(`${servers.ours.url}${suffix}`);
    const [theirs] = servers.sdk.completionRequests();
    const [ours] = servers.ours.completionRequests();
    expect(theirs).toBeDefined();
    expect(ours).toBeDefined();
    expect(ours!.method).toBe(theirs!.method);
    expect(ours!.path).toBe(theirs!.path);
    expect(ours!.rawQuery).toBe(theirs!.rawQuery);
    expect(ours!.query).toEqual(theirs!.query);
    expect(ours!.headers.authorization).toBe(theirs!.headers.authorization);
    expect(ours!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(ours!.headers['content-type']).toBe(theirs!.headers['content-type']);
    expect(ours!.json).toEqual(theirs!.json);
    // Byte for byte: the same keys in the same order.
    expect(ours!.body).toBe(theirs!.body);
  });

  it('differs on purpose in one header: the SDK also sends the key as api-key, we do not', async () => {
    await sendThroughSdk(`${servers.sdk.url}/inference`);
    await sendThroughAdapter(`${servers.ours.url}/inference`);
    expect(servers.sdk.completionRequests()[0]!.headers['api-key']).toBe(TOKEN);
    expect(servers.ours.completionRequests()[0]!.headers['api-key']).toBeUndefined();
  });
});

describe('the same retry schedule as the SDK, over HTTP', () => {
  const servers = serverPair();
  // Both clients wait on the page's timers. Faked, a wait passes the moment a client starts it,
  // while the requests still travel over real sockets: the server's clock then shows each wait
  // exactly, however busy the machine.
  beforeEach(() => {
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'hrtime'],
    });
  });
  afterEach(() => jest.useRealTimers());

  /** Lets `work` run, moving the clock on to each wait it starts, until it settles. */
  async function onFakeClock(work: Promise<unknown>): Promise<void> {
    let done = false;
    void work.finally(() => {
      done = true;
    });
    while (!done) {
      if (jest.getTimerCount() > 0) jest.advanceTimersToNextTimer();
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  const gaps = (requests: RecordedRequest[]) =>
    requests.slice(1).map((r, i) => r.receivedAt - requests[i]!.receivedAt);

  it.each<[CloudBehaviour, number[]]>([
    ['503-always', [500, 1000, 2000]],
    ['500-always', [500, 1000, 2000]],
    ['503-once', [1000]],
  ])('%s: the same attempts, the same waits', async (behaviour, waits) => {
    // The SDK draws its jitter from Math.random; pin both to the bottom of the range.
    jest.spyOn(Math, 'random').mockReturnValue(0);
    servers.sdk.setBehaviour(behaviour);
    servers.ours.setBehaviour(behaviour);
    await onFakeClock(sendThroughSdk(`${servers.sdk.url}/inference`));
    await onFakeClock(sendThroughAdapter(`${servers.ours.url}/inference`));
    expect(gaps(servers.sdk.completionRequests())).toEqual(waits);
    expect(gaps(servers.ours.completionRequests())).toEqual(waits);
  });
});

/**
 * The SDK's own retry policy driven by a stub `next`, against our policy, on jest's fake timers:
 * every status class and Retry-After form, with the jitter at the bottom, middle and top.
 */
describe('the same retry decisions as the SDK defaultRetryPolicy, on fake timers', () => {
  const START = Date.UTC(2026, 8, 1, 12, 0, 0);
  beforeEach(() => jest.useFakeTimers({ now: START }));
  afterEach(() => jest.useRealTimers());

  type Step = { status: number; headers?: Record<string, string> };

  async function settle<T>(promise: Promise<T>): Promise<T> {
    let done = false;
    const tracked = promise.finally(() => {
      done = true;
    });
    while (!done) await jest.advanceTimersByTimeAsync(100);
    return tracked;
  }

  /** The times (ms after start) at which each policy sends, and the status it ends with. */
  async function sdkSchedule(steps: Step[]): Promise<{ times: number[]; status: number }> {
    jest.setSystemTime(START);
    const times: number[] = [];
    const queue = [...steps];
    const request = createPipelineRequest({ url: 'https://host.test/chat/completions' });
    const policy = defaultRetryPolicy();
    const response = await settle(
      policy.sendRequest(request, async (req): Promise<PipelineResponse> => {
        times.push(Date.now() - START);
        const step = (queue.length > 1 ? queue.shift() : queue[0])!;
        return { request: req, status: step.status, headers: createHttpHeaders(step.headers) };
      }),
    );
    return { times, status: response.status };
  }

  async function ourSchedule(steps: Step[], random: () => number) {
    jest.setSystemTime(START);
    const times: number[] = [];
    const queue = [...steps];
    const response = await settle(
      sendWithRetry(
        async (): Promise<RetryableResponse> => {
          times.push(Date.now() - START);
          const step = (queue.length > 1 ? queue.shift() : queue[0])!;
          return { status: step.status, headers: new Headers(step.headers) };
        },
        { random },
      ),
    );
    return { times, status: response.status };
  }

  const httpDate = (offsetMs: number) => new Date(START + offsetMs).toUTCString();

  /** One status every time, with no header saying when to try again. */
  const always = (status: number): [string, Step[]] => [
    `${status} always, no header`,
    [{ status }],
  ];

  const scenarios: [string, Step[]][] = [
    // Statuses worth another try and statuses that are final, each the same on every try.
    ...[500, 502, 503, 504, 408, 429, 501, 505, 400, 401, 403, 404].map(always),
    ['429 Retry-After 2 s, always', [{ status: 429, headers: { 'Retry-After': '2' } }]],
    [
      '503 Retry-After 1 s, then 200',
      [{ status: 503, headers: { 'Retry-After': '1' } }, { status: 200 }],
    ],
    [
      '429 retry-after-ms',
      [{ status: 429, headers: { 'retry-after-ms': '1500' } }, { status: 200 }],
    ],
    [
      '503 x-ms-retry-after-ms',
      [{ status: 503, headers: { 'x-ms-retry-after-ms': '700' } }, { status: 200 }],
    ],
    [
      '429 header precedence',
      [
        {
          status: 429,
          headers: { 'retry-after-ms': '300', 'x-ms-retry-after-ms': '900', 'Retry-After': '5' },
        },
        { status: 200 },
      ],
    ],
    [
      '429 Retry-After HTTP date',
      [{ status: 429, headers: { 'Retry-After': httpDate(3000) } }, { status: 200 }],
    ],
    [
      '503 Retry-After date in the past',
      [{ status: 503, headers: { 'Retry-After': httpDate(-10_000) } }, { status: 200 }],
    ],
    [
      '500 with a Retry-After (ignored: not 429/503)',
      [{ status: 500, headers: { 'Retry-After': '9' } }],
    ],
    [
      'mixed 500, 429 with header, 502, 200',
      [
        { status: 500 },
        { status: 429, headers: { 'Retry-After': '1' } },
        { status: 502 },
        { status: 200 },
      ],
    ],
    [
      '429 Retry-After 64 s (the longest we wait)',
      [{ status: 429, headers: { 'Retry-After': '64' } }, { status: 200 }],
    ],
  ];

  for (const random of [0, 0.5, 0.999999]) {
    it.each(scenarios)(`%s (random ${random})`, async (_name, steps) => {
      jest.spyOn(Math, 'random').mockReturnValue(random);
      const theirs = await sdkSchedule(steps);
      const ours = await ourSchedule(steps, () => random);
      expect(ours).toEqual(theirs);
    });
  }

  it('differs on purpose for a wait over 64 s: the SDK would wait a day, we refuse at once', async () => {
    const steps = [{ status: 429, headers: { 'Retry-After': '86400' } }];
    jest.setSystemTime(START);
    const times: number[] = [];
    const ours = sendWithRetry(async () => {
      times.push(Date.now() - START);
      return { status: 429, headers: new Headers(steps[0]!.headers) };
    }).catch((e: unknown) => e);
    expect(await settle(ours)).toMatchObject({ name: 'RetryLaterError', waitMs: 86_400_000 });
    expect(times).toEqual([0]);
  });
});
