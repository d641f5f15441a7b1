import { act, screen, waitFor, within } from '@testing-library/react';
import { wholeText } from '@/testing/queries';
import { GeneratorPage } from '../generator-page';
import {
  ProgressPanel,
  progressLabel,
  silenceNote,
  WAITING_AFTER_MS,
} from '../generation-progress';
import { render } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';
import { modelCharacterJson } from '@/testing/streams';
import { fakeModel, type FakeModel, type FakeReply } from '@/testing/fake-model';
import { ModelHttpError } from '@/domain/model-errors';
import { createRandom } from '@/domain/random';

const ollamaStorage = () =>
  new MemoryStorage({
    useOllamaAPI: 'true',
    ollamaEndpoint: '"http://localhost:11434"',
    ollamaModelName: '"llama3"',
  });

const cloudStorage = () =>
  new MemoryStorage({
    useAzureAPI: 'true',
    azureEndpoint: '"https://models.example.test/v1"',
    azureModelName: '"gpt-test"',
    azureToken: '"secret-token-123"',
  });

const card = () => screen.getByRole('article', { name: 'Character' });
const heading = () => within(card()).getByRole('heading', { level: 2 });

function setup(storage: MemoryStorage, model: FakeModel) {
  const initial = makeCharacter({ firstName: 'Aldric', lastName: 'Stormwind' });
  return renderWithProviders(<GeneratorPage />, {
    storage,
    random: createRandom(11),
    createModelClient: model.createModelClient,
    createInitialCharacter: () => initial,
  });
}

const cell = (label: string) =>
  within(card()).getByText(label).nextElementSibling?.textContent as string;

describe('local model', () => {
  test('Generate streams a character: name from the model, race/class/age from the template', async () => {
    const model = fakeModel({
      pieces: [modelCharacterJson().slice(0, 30), modelCharacterJson().slice(30)],
    });
    const { user } = setup(ollamaStorage(), model);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('New character generated')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Thalion Brightwater');
    expect(model.calls).toHaveLength(1);
    const { provider, prompt } = model.calls[0]!;
    expect(provider).toBe('local');
    // The card shows the template's race and class, which the prompt named.
    expect(prompt).toContain(`${cell('Age')}-year-old`);
    expect(prompt).toContain(`${cell('Race')} ${cell('Class')}`);
    expect(screen.getByText(wholeText('Aldric Stormwind (34)'))).toBeInTheDocument();
  });

  test('what the model call tells on the way (a refused JSON schema) is an info alert', async () => {
    const notice = 'Ollama at http://127.0.0.1:11434 does not support a JSON schema.';
    const model = fakeModel({ pieces: [modelCharacterJson()], notice });
    const { user } = setup(ollamaStorage(), model);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('New character generated')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Thalion Brightwater');
    const alert = screen.getByText(notice).closest('[role="alert"]');
    expect(alert).toHaveClass('MuiAlert-colorInfo');
  });

  test('Stop aborts at once: the previous character stays and an info alert says so', async () => {
    const model = fakeModel({ pieces: ['{"firstName":"Half'], hang: true });
    const { user } = setup(ollamaStorage(), model);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const progress = await screen.findByRole('status');
    await waitFor(() => expect(within(progress).getByText('Writing…')).toBeInTheDocument());
    expect(within(progress).getByTestId('progress-figures')).toHaveTextContent(
      /\d+ characters received/,
    );
    expect(within(progress).getByText('Half')).toBeInTheDocument();
    await user.click(within(progress).getByRole('button', { name: 'Stop' }));
    expect(model.calls[0]?.signal?.aborted).toBe(true);
    expect(await screen.findByText(/Generation stopped/)).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Aldric Stormwind');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  test.each<[string, FakeReply, string]>([
    [
      'a failed call',
      {
        error: new ModelHttpError(
          "Ollama call failed with status code 404: model 'llama3' not found",
          404,
        ),
      },
      "Ollama call failed with status code 404: model 'llama3' not found",
    ],
    ['malformed output', { pieces: ['{"firstName": 42}'] }, "The model's reply has no background"],
  ])(
    '%s shows its cause after the Ollama wording, never a blank card',
    async (_l, reply, cause) => {
      const { user } = setup(ollamaStorage(), fakeModel(reply));
      await user.click(screen.getByRole('button', { name: 'Generate' }));
      expect(
        await screen.findByText(`Failed to generate data from Ollama API: ${cause}`),
      ).toBeInTheDocument();
      expect(heading()).toHaveTextContent('Aldric Stormwind');
    },
  );

  test('when the model code cannot be downloaded, the alert says there is no connection', async () => {
    // A browser cut off from the network may still call itself online; the failed download tells.
    const chunkError = Object.assign(new Error('Loading chunk 26 failed.'), {
      name: 'ChunkLoadError',
    });
    const model = fakeModel({ pieces: [] });
    model.createModelClient = () => Promise.reject(chunkError);
    const { user } = setup(ollamaStorage(), model);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(/No connection: this device is offline/)).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Aldric Stormwind');
  });

  test('a reroll changes the property and the model writes a new background', async () => {
    const model = fakeModel({
      pieces: [
        JSON.stringify({
          background: { title: 'Written Anew', content: ['A.', 'B.', 'C.', 'D.'] },
        }),
      ],
    });
    const { user } = setup(ollamaStorage(), model);
    await user.click(screen.getByRole('button', { name: "Reroll character's race" }));
    expect(await screen.findByText('Updated character')).toBeInTheDocument();
    expect(within(card()).getByText('Written Anew')).toBeInTheDocument();
    const race = cell('Race');
    expect(race).not.toBe('Human');
    const { prompt } = model.calls[0]!;
    expect(prompt).toContain(`"race":"${race}"`);
    expect(prompt).toContain('"background":null');
  });
});

describe('cloud model', () => {
  test('Generate asks the cloud model and shows its character', async () => {
    const model = fakeModel({ pieces: [modelCharacterJson({ firstName: 'Seraphine' })] });
    const { user } = setup(cloudStorage(), model);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('New character generated')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Seraphine Brightwater');
    expect(model.calls[0]?.provider).toBe('cloud');
  });

  test('an error from the endpoint names the model and its server, and points to Settings', async () => {
    const error = new ModelHttpError('Bad credentials (Unauthorized)', 401);
    const { user } = setup(cloudStorage(), fakeModel({ error }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(
      await screen.findByText(
        'Failed to generate data from Azure API (gpt-test at https://models.example.test): ' +
          'Bad credentials (Unauthorized) Check the Azure Endpoint, Azure Model Name and Azure ' +
          'Token in Settings.',
      ),
    ).toBeInTheDocument();
  });

  test('empty content and prose without JSON keep the cloud catalogue’s words', async () => {
    const model = fakeModel({ pieces: [] });
    const { user } = setup(cloudStorage(), model);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(/No content returned from Azure API/)).toBeInTheDocument();
    model.reply({ pieces: ['Meet Seraphine, a wandering elf.'] });
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(
      await screen.findByText(/Failed to parse character JSON from Azure response/),
    ).toBeInTheDocument();
  });
});

test('progress words: connecting, then waiting when silent, loading or retrying when told, then writing', () => {
  const base = { startedAt: 0, text: '', receivedChars: 0 };
  expect(progressLabel({ ...base, phase: 'connecting' }, 100)).toBe('Connecting…');
  expect(progressLabel({ ...base, phase: 'connecting' }, WAITING_AFTER_MS)).toBe(
    'Waiting for the server…',
  );
  expect(progressLabel({ ...base, phase: 'waiting' }, 10)).toBe('Waiting for the server…');
  expect(progressLabel({ ...base, phase: 'loading-model' }, 10)).toBe('Loading model…');
  const retry = { attempt: 3, attempts: 4, status: 503, delayMs: 1800 };
  expect(progressLabel({ ...base, phase: 'retrying', retry }, 10)).toBe(
    'Retrying, attempt 3 of 4…',
  );
  expect(progressLabel({ ...base, phase: 'writing', receivedChars: 3 }, 10)).toBe('Writing…');
  expect(progressLabel({ ...base, phase: 'thinking', thoughtChars: 40 }, 10)).toBe('Thinking…');
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
        <ProgressPanel progress={{ ...base, startedAt: 1_000_000 }} onStop={() => {}} />,
      );
      act(() => jest.advanceTimersByTime(30_000));
      expect(screen.queryByText(/Heard nothing/)).toBeNull();
      // Text arrives at 30 s: the silence counts from there.
      rerender(
        <ProgressPanel
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

test('a generation goes on while the user is on another screen; its alert shows there and the character waits on the card', async () => {
  const model = fakeModel({ pieces: [modelCharacterJson().slice(0, 20)], hang: true });
  const initial = makeCharacter({ firstName: 'Aldric', lastName: 'Stormwind' });
  const { user, router } = renderWithProviders(<GeneratorPage />, {
    storage: ollamaStorage(),
    createModelClient: model.createModelClient,
    createInitialCharacter: () => initial,
    route: '/character-generator',
    routes: [{ path: '/characters', element: <h1>My Characters</h1> }],
  });
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  await screen.findByRole('status');
  await act(() => router.navigate('/characters'));
  expect(screen.getByRole('heading', { name: 'My Characters' })).toBeInTheDocument();
  expect(model.calls[0]?.signal?.aborted).toBe(false);
  await act(async () => model.release([modelCharacterJson().slice(20)]));
  expect(await screen.findByText('New character generated')).toBeInTheDocument();
  await act(() => router.navigate('/character-generator'));
  expect(heading()).toHaveTextContent('Thalion Brightwater');
});
