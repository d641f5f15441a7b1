import type { Character } from './character';
import { readCampaigns, type Campaign } from './campaigns';
import { isRecord } from './records';
import { normaliseStoredCharacter } from './stored-character';

/** A shared character is never allowed to inflate past this: a small link could hide a bomb. */
export const MAX_SHARED_BYTES = 64 * 1024;

/** Longer data than any real character compresses to is refused before it is read. */
const MAX_ENCODED_LENGTH = 48 * 1024;

/** Thrown for a link whose data is not a character this app wrote. */
export class DamagedShareLinkError extends Error {
  override readonly name = 'DamagedShareLinkError';
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(data: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]+$/.test(data) || data.length % 4 === 1) {
    throw new DamagedShareLinkError('not base64url');
  }
  const base64 = data.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * What a link carries: the character without private notes, nor a reference to an uploaded
 * picture, which stays in this browser (a drawn face's seed travels).
 */
function sharedFields(character: Character): Record<string, unknown> {
  const {
    notes: _notes,
    pictureId: _pictureId,
    ...shared
  } = character as Character & { notes?: unknown };
  return shared;
}

/** A small hash (FNV-1a, hex) of the character's text, so a changed letter is noticed. */
function checksum(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16);
}

/** Format of the link's content: raw deflate has no checksum of its own, so one travels along. */
const LINK_VERSION = 1;

/**
 * The character without its secret At the table: a link is easily passed on to the players, so
 * the secret goes with it only when the user asks.
 */
function withoutSecret(character: Character): Character {
  if (!character.tableReady?.secret) return character;
  const { secret: _secret, ...rows } = character.tableReady;
  return { ...character, tableReady: { ...rows, secret: '' } };
}

/**
 * The character compressed (raw deflate) and written in base64url, for a link's fragment, its
 * secret left out unless `includeSecret`. The compressed text is
 * `{"v":1,"c":<character>,"s":<checksum>}`, with `"k":[{id, name}…]` before the checksum when
 * the character is filed in any of `campaigns` (their names travel: the ids mean nothing in
 * another browser). The checksum covers the character's JSON and that list's.
 */
export async function encodeSharedCharacter(
  character: Character,
  {
    includeSecret = false,
    campaigns = [],
  }: { includeSecret?: boolean; campaigns?: readonly Campaign[] } = {},
): Promise<string> {
  const body = JSON.stringify(sharedFields(includeSecret ? character : withoutSecret(character)));
  const filed = campaigns
    .filter((c) => character.campaigns?.includes(c.id))
    .map(({ id, name }) => ({ id, name }));
  const list = filed.length > 0 ? JSON.stringify(filed) : '';
  const json = list
    ? `{"v":${LINK_VERSION},"c":${body},"k":${list},"s":"${checksum(body + list)}"}`
    : `{"v":${LINK_VERSION},"c":${body},"s":"${checksum(body)}"}`;
  const stream = new Blob([json]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}

/** Inflates at most {@link MAX_SHARED_BYTES}, stopping (and refusing) as soon as there is more. */
async function inflate(bytes: Uint8Array): Promise<string> {
  const stream = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let text = '';
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text + decoder.decode();
      total += value.byteLength;
      if (total > MAX_SHARED_BYTES) throw new DamagedShareLinkError('too large');
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    // Stops the decompressor too, so a bomb is not inflated further in the background.
    await reader.cancel().catch(() => undefined);
    throw error instanceof DamagedShareLinkError ? error : new DamagedShareLinkError('not deflate');
  }
}

/** What a link brings: the character, and the campaigns it is filed in (as the sender named them). */
export interface SharedCharacter {
  character: Character;
  campaigns: Campaign[];
}

/**
 * Reads a link's data back into a character, checked like stored data, with the campaigns it
 * names; the character keeps only those campaign ids. Anything else (not base64url, not
 * deflate, too large once inflated, not JSON, not a character) throws
 * {@link DamagedShareLinkError}.
 */
export async function decodeSharedLink(
  data: string,
  newId: () => string,
): Promise<SharedCharacter> {
  if (data.length === 0 || data.length > MAX_ENCODED_LENGTH) {
    throw new DamagedShareLinkError('empty or too long');
  }
  const bytes = fromBase64Url(data);
  // Only one spelling of the bytes is ours: a change in the last letter's spare bits is damage too.
  if (toBase64Url(bytes) !== data) throw new DamagedShareLinkError('not canonical');
  const text = await inflate(bytes);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DamagedShareLinkError('not JSON');
  }
  if (!isRecord(parsed) || parsed.v !== LINK_VERSION) {
    throw new DamagedShareLinkError('not a shared character');
  }
  const { c, s, k } = parsed;
  const list = k === undefined ? '' : JSON.stringify(k);
  if (!isRecord(c) || s !== checksum(JSON.stringify(c) + list)) {
    throw new DamagedShareLinkError('checksum');
  }
  const read = normaliseStoredCharacter(c, newId);
  if (!read) throw new DamagedShareLinkError('not a character');
  const { campaigns } = readCampaigns(k);
  const ids = read.campaigns?.filter((id) => campaigns.some((campaign) => campaign.id === id));
  const { campaigns: _ids, ...rest } = sharedFields(read) as unknown as Character;
  const character: Character = ids && ids.length > 0 ? { ...rest, campaigns: ids } : rest;
  return { character, campaigns: campaigns.filter((campaign) => ids?.includes(campaign.id)) };
}

/** {@link decodeSharedLink}'s character alone. */
export const decodeSharedCharacter = async (data: string, newId: () => string) =>
  (await decodeSharedLink(data, newId)).character;
