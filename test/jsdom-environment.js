// jsdom lacks the Fetch and Streams APIs that the adapters use. This environment hands the
// test window Node's own implementations, so components and adapters run against the same
// fetch, Response and ReadableStream they meet in a browser.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    const names = [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'TextEncoder',
      'TextDecoder',
      'TextDecoderStream',
      'TextEncoderStream',
      'structuredClone',
      'AbortController',
      'AbortSignal',
      'DOMException',
      'Blob',
      'FormData',
      'CompressionStream',
      'DecompressionStream',
    ];
    for (const name of names) {
      if (globalThis[name] !== undefined) g[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
