/**
 * What drives a character: an ideal (keyed to both halves of the alignment), a bond and a flaw.
 * Bonds and flaws are written without a subject, the way a gamemaster jots a note: "Owes a
 * smuggler three favours and has paid one." Bonds and flaws are data, grouped by what they suit.
 */
import type { MoralAxis } from '../templates';
import { fromGroups, readGroups, type Entry, type OrderAxis } from './entry';
import data from './motives.json';

const MORAL: Record<string, MoralAxis> = { G: 'good', N: 'neutral', E: 'evil' };
const ORDER: Record<string, OrderAxis> = { L: 'lawful', N: 'neutral', C: 'chaotic' };

/**
 * `ideal(moral, order, text)`: the moral sides (G good, N neutral, E evil) and order sides
 * (L lawful, N neutral, C chaotic) the ideal suits, as letters.
 */
const ideal = (moral: string, order: string, text: string): Entry => ({
  text,
  moral: [...moral].map((letter) => MORAL[letter] as MoralAxis),
  order: [...order].map((letter) => ORDER[letter] as OrderAxis),
});

export const IDEALS: readonly Entry[] = [
  // Good.
  ideal('G', 'LNC', 'Mercy. Anyone can be saved, given one more chance.'),
  ideal('G', 'LNC', 'Charity. What I have is mine only until someone needs it more.'),
  ideal('G', 'LNC', 'Protection. Nobody hurts the helpless while I am standing.'),
  ideal('G', 'LN', 'Kindness. A warm meal has done more good than any sermon.'),
  ideal('G', 'NC', 'Hope. Tomorrow can be better, and I mean to prove it.'),
  ideal('G', 'L', 'Justice. The law must shield the poor as well as the rich.'),
  ideal('G', 'L', 'Duty. I keep my word, because others build their lives on it.'),
  ideal('G', 'L', 'Honour. I fight fair even when the other side will not.'),
  ideal('G', 'C', 'Freedom. No one should wear a chain, of iron or of debt.'),
  ideal('G', 'C', 'Rebellion. A cruel law deserves to be broken, loudly.'),
  ideal('G', 'C', 'Compassion first. No rule stands between me and someone in need.'),
  ideal('G', 'N', 'Good work. Do good where you stand; do not wait for a crowd or permission.'),
  ideal('G', 'N', 'Healing. Every wound I close is a small victory.'),
  // Good or neutral.
  ideal('GN', 'LNC', 'Redemption. I have done wrong, and I mean to put it right.'),
  ideal('GN', 'LNC', 'Beauty. The world needs more lovely things in it.'),
  ideal('GN', 'LN', 'Faith. The gods have a plan, even when I cannot see it.'),
  ideal('GN', 'LN', 'Fairness. Friend or stranger, everyone gets the same measure from me.'),
  ideal('GN', 'LN', 'Community. My people survive together or not at all.'),
  ideal('GN', 'NC', 'Honesty. I say what I think, whoever is listening.'),
  ideal('GN', 'C', 'Joy. Life is short; dance while the music plays.'),
  // Anyone.
  ideal('GNE', 'LNC', 'Family. Blood comes before everything.'),
  ideal('GNE', 'LNC', 'Knowledge. There is no question I am afraid to ask.'),
  ideal('GNE', 'LNC', 'Glory. I want songs sung about me.'),
  ideal('GNE', 'LN', 'Craft. A thing made properly is a kind of prayer.'),
  ideal('GNE', 'L', 'Tradition. The old ways have kept us alive this long.'),
  ideal('GNE', 'L', 'Order. A rule kept badly is better than no rule at all.'),
  ideal('GNE', 'L', 'Loyalty. My oath to my lord comes before my own wishes.'),
  ideal('GNE', 'L', 'Discipline. A task half done is a task failed.'),
  ideal('GNE', 'C', 'Independence. I answer to no one but myself.'),
  ideal('GNE', 'C', 'Change. Nothing should stay the way it was.'),
  ideal('GNE', 'C', 'Wanderlust. The next road is always better than this town.'),
  ideal('GNE', 'NC', 'Self-reliance. I carry my own load and ask no one to carry it.'),
  ideal('GNE', 'N', 'Moderation. Too much of anything, even a good thing, is ruin.'),
  // Neutral.
  ideal('N', 'N', 'Balance. Every tide that comes in must go out again.'),
  ideal('N', 'LNC', "Neutrality. Other people's wars are not my business."),
  ideal('N', 'NC', 'Nature. The forest was here first and will be here last.'),
  ideal('N', 'LNC', 'Curiosity. I would rather understand the world than change it.'),
  ideal('N', 'L', 'Contract. A deal is a deal, whoever it was made with.'),
  ideal('N', 'C', 'Fortune. Luck favours whoever grabs it first.'),
  // Neutral or evil.
  ideal('NE', 'LNC', 'Survival. Live through today; worry about tomorrow later.'),
  ideal('NE', 'LNC', 'Ambition. I was born low, and I will not die there.'),
  ideal('NE', 'N', 'Pragmatism. Whatever works is right.'),
  ideal('NE', 'L', 'Hierarchy. Everyone has a master, and I serve mine well.'),
  ideal('NE', 'L', 'Reputation. What people say of me matters more than what is true.'),
  ideal('NE', 'C', 'Appetite. Life is a feast, and I take the biggest plate.'),
  ideal('NE', 'NC', 'Wealth. Gold keeps its promises better than people do.'),
  // Evil.
  ideal('E', 'LNC', 'Power. The strong take, and I mean to be strong.'),
  ideal('E', 'LNC', 'Revenge. Every wrong done to me will be paid back twice.'),
  ideal('E', 'LN', 'Fear. Respect fades; fear stays.'),
  ideal('E', 'NC', 'Cruelty. Pain is the only lesson anyone remembers.'),
  ideal('E', 'L', 'Domination. Everyone has a place, and I decide it.'),
  ideal('E', 'L', 'Tyranny. Order is worth any price, as long as others pay it.'),
  ideal(
    'E',
    'L',
    'The letter of the law. I keep every bargain to the word, and not one word more.',
  ),
  ideal('E', 'C', 'Ruin. I like to watch fine things burn.'),
  ideal('E', 'C', 'Spite. If I cannot have it, no one will.'),
  ideal('E', 'C', 'Whim. Whatever I want, I take, today.'),
  ideal('E', 'N', 'Self. Only fools put anyone else first.'),
  ideal('E', 'N', 'Greed. Everything has a price, and I will have it all.'),
  ideal('E', 'LN', 'Control. People are tools; a good worker keeps tools sharp.'),
  ideal('E', 'NC', 'Predation. The weak exist to feed the strong.'),
];

const groups = readGroups(data);

export const BONDS: readonly Entry[] = fromGroups(groups.bonds);

export const FLAWS: readonly Entry[] = fromGroups(groups.flaws);
