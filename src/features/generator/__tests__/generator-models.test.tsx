import { screen, waitFor, within } from '@testing-library/react';
import { GeneratorPage } from '../generator-page';
import {
  GenerationProgress,
  progressLabel,
  silenceNote,
  LOADING_MODEL_AFTER_MS,
} from '../generation-progress';
import { act, render } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';
import { chatResponse, modelCharacterJson, ollamaStreamResponse } from '@/testing/streams';
import { createRandom } from '@/domain/random';

const ollamaStorage = () =>
  new MemoryStorage({
    useOllamaAPI: 'true',
    ollamaEndpoint: '"http://localhost:11434"',
    ollamaModelName: '"llama3"',
  });

const azureStorage = () =>
  new MemoryStorage({
    useAzureAPI: 'true',
    azureEndpoint: '"https://models.example.test/v1"',
    azureModelName: '"gpt-test"',
    azureToken: '"secret-token-123"',
  });

const card = () => screen.getByRole('article', { name: 'Character' });
const heading = () => within(card()).getByRole('heading', { level: 2 });

type Handler = (url: string, init: RequestInit | undefined) => Promise<Response>;

/** Routes the app's fetches: portraits get a 404, everything else goes to `handler`. */
function stubFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/images/')) return Promise.resolve(new Response('', { status: 404 }));
    calls.push({ url, init });
    return handler(url, init);
  });
  return { calls, spy };
}

function setup(storage: MemoryStorage) {
  const initial = makeCharacter({ firstName: 'Aldric', lastName: 'Stormwind' });
  return renderWithProviders(<GeneratorPage random={createRandom(11)} />, {
    storage,
    createInitialCharacter: () => initial,
  });
}

describe('local model', () => {
  test('Generate streams a character: name from the model, race/class/age from the template', async () => {
    const { calls } = stubFetch(async () => ollamaStreamResponse(modelCharacterJson()));
    const { user } = setup(ollamaStorage());
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('New character generated')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Thalion Brightwater');
    const request = calls[0];
    expect(request?.url).toBe('http://127.0.0.1:11434/api/generate');
    const body = JSON.parse(String(request?.init?.body));
    expect(body).toMatchObject({ model: 'llama3', format: 'json', keep_alive: '5m' });
    // The card shows the template's race and class, which the prompt named.
    const race = within(card()).getByText('Race').nextElementSibling?.textContent as string;
    const klass = within(card()).getByText('Class').nextElementSibling?.textContent as string;
    const age = within(card()).getByText('Age').nextElementSibling?.textContent as string;
    expect(body.prompt).toContain(`${age}-year-old`);
    expect(body.prompt).toContain(`${race} ${klass}`);
    expect(screen.getByText('Aldric Stormwind (34)')).toBeInTheDocument();
  });

  test('Stop aborts at once: the previous character stays and an info alert says so', async () => {
    let signal: AbortSignal | undefined;
    stubFetch(async (_url, init) => {
      signal = init?.signal ?? undefined;
      return ollamaStreamResponse('{"firstName":"Half', { hang: true });
    });
    const { user } = setup(ollamaStorage());
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const progress = await screen.findByRole('status');
    await waitFor(() => expect(within(progress).getByText('Writing…')).toBeInTheDocument());
    expect(within(progress).getByTestId('progress-figures')).toHaveTextContent(
      /\d+ characters received/,
    );
    expect(within(progress).getByText('Half')).toBeInTheDocument();
    await user.click(within(progress).getByRole('button', { name: 'Stop' }));
    expect(signal?.aborted).toBe(true);
    expect(await screen.findByText(/Generation stopped/)).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Aldric Stormwind');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  test('a server error shows the catalogue message with its cause', async () => {
    stubFetch(
      async () =>
        new Response(JSON.stringify({ error: "model 'llama3' not found" }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const { user } = setup(ollamaStorage());
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(
      await screen.findByText(
        "Failed to generate data from Ollama API: Ollama call failed with status code 404: model 'llama3' not found",
      ),
    ).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Aldric Stormwind');
  });

  test('malformed model output is a clear error, never a blank card', async () => {
    stubFetch(async () => ollamaStreamResponse('{"firstName": 42}'));
    const { user } = setup(ollamaStorage());
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(
      await screen.findByText(/^Failed to generate data from Ollama API: The model/),
    ).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Aldric Stormwind');
  });

  test('a reroll changes the property and the model writes a new background', async () => {
    const { calls } = stubFetch(async () =>
      ollamaStreamResponse(
        JSON.stringify({
          background: { title: 'Written Anew', content: ['A.', 'B.', 'C.', 'D.'] },
        }),
      ),
    );
    const { user } = setup(ollamaStorage());
    await user.click(screen.getByRole('button', { name: "Reroll character's race" }));
    expect(await screen.findByText('Updated character')).toBeInTheDocument();
    expect(within(card()).getByText('Written Anew')).toBeInTheDocument();
    const race = within(card()).getByText('Race').nextElementSibling?.textContent;
    expect(race).not.toBe('Human');
    const prompt = JSON.parse(String(calls[0]?.init?.body)).prompt as string;
    expect(prompt).toContain(`"race":"${race}"`);
    expect(prompt).toContain('"background":null');
  });
});

describe('cloud model', () => {
  test('Generate asks the endpoint and shows the model’s character', async () => {
    const { calls } = stubFetch(async () =>
      chatResponse(modelCharacterJson({ firstName: 'Seraphine' })),
    );
    const { user } = setup(azureStorage());
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('New character generated')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Seraphine Brightwater');
    expect(calls[0]?.url).toBe(
      'https://models.example.test/v1/chat/completions?api-version=2024-05-01-preview',
    );
  });

  test('an error object from the body is the toast, and the token is never shown', async () => {
    stubFetch(
      async () =>
        new Response(
          JSON.stringify({ error: { code: 'Unauthorized', message: 'Bad credentials' } }),
          {
            status: 401,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    );
    const { user } = setup(azureStorage());
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const alert = await screen.findByText(/Bad credentials/);
    expect(alert.textContent).not.toContain('secret-token-123');
    expect(document.body.textContent).not.toContain('secret-token-123');
  });

  test('empty content says so', async () => {
    stubFetch(async () => chatResponse(''));
    const { user } = setup(azureStorage());
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('No content returned from Azure API')).toBeInTheDocument();
  });
});

test('progress words: connecting, then loading model when silent, then writing', () => {
  const base = { startedAt: 0, text: '', receivedChars: 0 };
  expect(progressLabel({ ...base, phase: 'connecting' }, 100)).toBe('Connecting…');
  expect(progressLabel({ ...base, phase: 'connecting' }, LOADING_MODEL_AFTER_MS)).toBe(
    'Loading model…',
  );
  expect(progressLabel({ ...base, phase: 'loading-model' }, 10)).toBe('Loading model…');
  expect(progressLabel({ ...base, phase: 'writing', receivedChars: 3 }, 10)).toBe('Writing…');
});

describe('a model that stays silent', () => {
  test('the note comes after 60 s without a word, with the time and that Stop cancels', () => {
    expect(silenceNote(59_999)).toBeNull();
    expect(silenceNote(61_500)).toBe(
      'Heard nothing from the model for 61 s. Still waiting, as a large model can take ' +
        'minutes to load; Stop cancels.',
    );
  });

  test('the progress panel keeps waiting and counts the silence since the last text', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    try {
      const base = { phase: 'connecting' as const, text: '', receivedChars: 0 };
      const { rerender } = render(
        <GenerationProgress progress={{ ...base, startedAt: 1_000_000 }} onStop={() => {}} />,
      );
      act(() => jest.advanceTimersByTime(30_000));
      expect(screen.queryByText(/Heard nothing/)).toBeNull();
      // Text arrives at 30 s: the silence counts from there.
      rerender(
        <GenerationProgress
          progress={{
            ...base,
            phase: 'writing',
            text: '{',
            receivedChars: 1,
            startedAt: 1_000_000,
          }}
          onStop={() => {}}
        />,
      );
      act(() => jest.advanceTimersByTime(59_000));
      expect(screen.queryByText(/Heard nothing/)).toBeNull();
      act(() => jest.advanceTimersByTime(2_000));
      expect(screen.getByText(/Heard nothing from the model for 6[01] s/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });
});
