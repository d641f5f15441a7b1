import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startOllamaServer, type OllamaTestServer } from '../../test/servers/ollama-server';
import { startCloudServer, type CloudServer } from '../../test/servers/cloud-server';

export interface ModelRig {
  browser: Browser;
  ollama: OllamaTestServer;
  cloud: CloudServer;
}

/**
 * A browser and both loopback model servers (Ollama and the cloud's chat completions) for one
 * test file: started before its tests, closed after them. Read the parts inside tests.
 */
export function startBrowserAndModels(): ModelRig {
  const rig = {} as ModelRig;
  beforeAll(async () => {
    rig.browser = await launchBrowser();
    rig.ollama = await startOllamaServer();
    rig.cloud = await startCloudServer();
  });
  afterAll(async () => {
    await rig.browser?.close();
    await rig.ollama?.close();
    await rig.cloud?.close();
  });
  return rig;
}
