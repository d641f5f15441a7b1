/**
 * The features a character's `Look` row names that a head-and-shoulders portrait can show. A
 * mark on a wrist, an arm or a hand is out of the picture, so it is not drawn.
 */

export type LookFeature =
  | 'scar'
  | 'browScar'
  | 'tattoo'
  | 'warPaint'
  | 'birthmark'
  | 'eyepatch'
  | 'freckles'
  | 'braids'
  | 'missingTooth'
  | 'spectacles'
  | 'hood'
  | 'earring'
  | 'oddEyes'
  | 'crookedNose'
  | 'pockmarks'
  | 'ruddy'
  | 'tiredEyes'
  | 'notchedEar'
  | 'joinedBrows'
  | 'bald'
  | 'cropped'
  | 'greyTemples'
  | 'whiteHair'
  | 'copperHair'
  | 'flowers'
  | 'leaf'
  | 'lines'
  | 'necklace'
  | 'tuskRings'
  | 'brokenTusk'
  | 'shavedSides'
  | 'yellowEyes'
  | 'greenEyes'
  | 'paleEyes'
  | 'soot'
  | 'hairTie'
  | 'hat';

/** Where on the body a mark can be and still be out of the portrait's frame. */
const OUT_OF_FRAME = /\b(wrists?|forearms?|arms?|hands?|palms?|knuckles?|fingers?|back|legs?)\b/;

/** Each feature and the words that name it; `visible` rules out a mark out of the frame. */
const FEATURE_WORDS: readonly {
  feature: LookFeature;
  words: RegExp;
  framed?: boolean;
}[] = [
  { feature: 'browScar', words: /\bscar\w*\b[^.]*\b(eye)?brows?\b|\bbrows?\b[^.]*\bscar/ },
  { feature: 'scar', words: /\bscar/, framed: true },
  { feature: 'tattoo', words: /\btattoo/, framed: true },
  { feature: 'warPaint', words: /\b(face|war) ?paint|\bpainted with\b/ },
  { feature: 'birthmark', words: /\bbirth ?mark|\bport[- ]wine stain/ },
  { feature: 'eyepatch', words: /\beye ?patch|\bpatch over (one|an?|the|his|her|their) eye/ },
  { feature: 'freckles', words: /\bfreckle/ },
  { feature: 'braids', words: /\bbraid|\bplait/ },
  {
    feature: 'missingTooth',
    words:
      /\b(gap between [^.]*teeth|missing (a |one |the |front )?(front )?tooth|chipped tooth|broken tooth|gap-toothed|toothless)/,
  },
  { feature: 'spectacles', words: /\bspectacles|\bglasses\b|\bmonocle/ },
  { feature: 'hood', words: /\bhood (up|raised)|\bhooded\b/ },
  { feature: 'earring', words: /\bear ?rings?\b|\bhoops?\b|\bchain runs through [^.]*ear/ },
  {
    feature: 'oddEyes',
    words: /\beyes of two different colou?rs|\bmismatched eyes|\bone (brown|blue|green|grey) eye/,
  },
  { feature: 'crookedNose', words: /\b(crooked|broken|hooked) nose|\bnose like a hawk/ },
  { feature: 'pockmarks', words: /\bpock ?mark/ },
  { feature: 'ruddy', words: /\bruddy|\bsunburnt|\bflush|\brosy cheeks/ },
  { feature: 'tiredEyes', words: /\bdark rings under|\bheavy-lidded|\bbags under/ },
  { feature: 'notchedEar', words: /\b(tip of one ear|ears? notched|notched ears?|torn ear)/ },
  { feature: 'joinedBrows', words: /\beyebrows that meet|\bunibrow|\bmono-?brow/ },
  { feature: 'bald', words: /\bbald|\bhead shaved\b(?! at the sides)|\bshaven head/ },
  { feature: 'cropped', words: /\bcropped short|\bhacked short|\bclose-cropped|\bshort-cropped/ },
  { feature: 'greyTemples', words: /\bgrey at the temples|\bgray at the temples/ },
  { feature: 'whiteHair', words: /\bwhite hair|\bsilver(-pale)? hair|\bsnow-white/ },
  {
    feature: 'copperHair',
    words: /\bcopper hair|\bstartling copper|\bred hair|\bdyed [^.]*copper/,
  },
  { feature: 'flowers', words: /\bflowers? (in|woven)|\bwoven with [^.]*flowers/ },
  { feature: 'leaf', words: /\b(leaf|feather) caught in [^.]*hair/ },
  {
    feature: 'lines',
    words: /\blaugh lines|\bweathered face|\bwrinkle|\bskin like old parchment|\blined face/,
  },
  {
    feature: 'necklace',
    words:
      /\b(beads|key|pendant|necklace|amulet|locket|torc|chain) [^.]*\b(throat|neck)\b|\bnecklace|\bpendant/,
  },
  { feature: 'tuskRings', words: /\btusks? capped|\brings? on [^.]*tusks?/ },
  { feature: 'brokenTusk', words: /\btusk broken|\bbroken tusk|\bchipped tusk/ },
  { feature: 'shavedSides', words: /\bshaved at the sides|\bshaven sides/ },
  { feature: 'yellowEyes', words: /\b(yellow|amber|golden) eyes/ },
  { feature: 'greenEyes', words: /\bgreen (eyes|of deep)|\beyes the green/ },
  { feature: 'paleEyes', words: /\beyes (gone )?pale|\bpale grey of a winter sky|\bpale eyes/ },
  { feature: 'soot', words: /\bsoot|\bgrime\b|\bash-smudged/ },
  { feature: 'hairTie', words: /\bhair tied back|\bponytail/ },
  { feature: 'hat', words: /\bwide-brimmed hat|\bbroad-brimmed hat|\btricorn/ },
];

/**
 * The features a `Look` row names, in the order of {@link FEATURE_WORDS}. Each sentence is read
 * alone, so a scar on the arm in one sentence does not hide a tattoo on the cheek in the next.
 */
export function lookFeatures(look: string | undefined): Set<LookFeature> {
  const found = new Set<LookFeature>();
  if (!look) return found;
  for (const sentence of look.toLowerCase().split(/[.;!?]+/)) {
    for (const { feature, words, framed } of FEATURE_WORDS) {
      if (!words.test(sentence)) continue;
      if (
        framed &&
        OUT_OF_FRAME.test(sentence) &&
        !/\b(face|cheek|brow|eye|jaw|chin|lip|neck)/.test(sentence)
      ) {
        continue;
      }
      found.add(feature);
    }
  }
  // A scar through the eyebrow is drawn as that scar, not as a second one across the cheek.
  if (found.has('browScar')) found.delete('scar');
  return found;
}
