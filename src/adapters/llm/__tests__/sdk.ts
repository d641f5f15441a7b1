/**
 * The request the original app made for a character through the official SDK
 * (`@azure-rest/ai-inference`, a devDependency only), for comparing ours with it on the wire.
 */
import ModelClient from '@azure-rest/ai-inference';
import { AzureKeyCredential } from '@azure/core-auth';
import type { CharacterTemplate } from '@/domain/character';
import { buildCharacterPrompt } from '@/domain/prompts';
import { SYSTEM_MESSAGE } from '../cloud';
import type { CloudSettings } from '../types';

export async function sdkCharacter(
  template: CharacterTemplate,
  { endpoint, model, token }: CloudSettings,
): Promise<{ status: string }> {
  const client = ModelClient(endpoint, new AzureKeyCredential(token), {
    allowInsecureConnection: true,
  });
  const response = await client.path('/chat/completions').post({
    body: {
      messages: [
        { role: 'system', content: SYSTEM_MESSAGE },
        { role: 'user', content: buildCharacterPrompt(template) },
      ],
      temperature: 1,
      top_p: 1,
      model,
    },
  });
  return { status: response.status };
}
