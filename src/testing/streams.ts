/** Builders for model replies in tests. */

/** A character reply as a model would write it. */
export function modelCharacterJson(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    firstName: 'Thalion',
    lastName: 'Brightwater',
    epithet: 'The Wandering Flame',
    characterClass: 'Mage',
    gender: 'Male',
    race: 'Elf',
    alignment: 'Chaotic Good',
    age: 120,
    background: {
      title: 'The Lantern Keeper',
      content: ['One paragraph.', 'Two paragraph.', 'Three paragraph.', 'Four paragraph.'],
    },
    ...overrides,
  });
}

/**
 * An Ollama NDJSON streaming response carrying `text` in pieces of `pieceSize` characters. With
 * `hang`, the stream never ends after the pieces (for Stop).
 */
export function ollamaStreamResponse(
  text: string,
  { pieceSize = 40, hang = false }: { pieceSize?: number; hang?: boolean } = {},
): Response {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += pieceSize) {
    lines.push(
      JSON.stringify({ model: 'llama3', response: text.slice(i, i + pieceSize), done: false }),
    );
  }
  if (!hang)
    lines.push(JSON.stringify({ model: 'llama3', response: '', done: true, eval_count: 10 }));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const line of lines) controller.enqueue(encoder.encode(`${line}\n`));
      if (!hang) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });
}

/** A chat-completions reply with `content` as the model's message. */
export function chatResponse(content: string | null, status = 200): Response {
  return new Response(
    JSON.stringify({ id: 'x', choices: [{ index: 0, message: { role: 'assistant', content } }] }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );
}
