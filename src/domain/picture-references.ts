/**
 * Whether a stored picture is still wanted: a character kept anywhere in the browser (My
 * Characters, History, the generator card and its group) may show the same upload, since a saved
 * copy and the card share it.
 */

/**
 * Whether any of the stored texts (each a JSON list or record of characters) refers to the
 * picture `pictureId`. A text that cannot be read counts as not referring to it.
 */
export function pictureStillUsed(
  pictureId: string,
  storedTexts: readonly (string | null)[],
): boolean {
  const reference = `"pictureId":${JSON.stringify(pictureId)}`;
  return storedTexts.some((text) => typeof text === 'string' && text.includes(reference));
}
