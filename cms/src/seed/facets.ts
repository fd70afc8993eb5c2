// The discovery facets (gameEngine, skillLevel) of seeded topics and posts, drawn the way members would set
// them: the engine from the category or the words of the title and tags, the level from the category's
// audience with the rest spread over the levels (most writing is for beginners and intermediates).
import type { ContentSkillLevel, GameEngine } from '@oyundev/domain';
import { Random } from './random';

const ENGINE_OF_CATEGORY: Record<string, GameEngine> = {
  unity: 'unity',
  'unity-rehberleri': 'unity',
  'unreal-engine': 'unreal',
  godot: 'godot',
  gamemaker: 'gamemaker',
};

const ENGINE_WORDS: Array<[RegExp, GameEngine]> = [
  [/\bunity\b/i, 'unity'],
  [/\bunreal\b|\bblueprint/i, 'unreal'],
  [/\bgodot\b|\bgdscript\b/i, 'godot'],
  [/\bgamemaker\b|\bgml\b/i, 'gamemaker'],
  [/\bconstruct\b/i, 'construct3'],
];

const LEVEL_OF_CATEGORY: Record<string, ContentSkillLevel> = {
  'yeni-baslayanlar': 'beginner',
  'premium-ustalik': 'expert',
  'premium-kod-inceleme': 'advanced',
  'premium-mentorluk': 'advanced',
  'shader-programlama': 'advanced',
  optimizasyon: 'advanced',
  multiplayer: 'advanced',
  'yapay-zeka': 'advanced',
};

const LEVEL_WEIGHTS: Array<[ContentSkillLevel, number]> = [
  ['beginner', 30],
  ['intermediate', 40],
  ['advanced', 22],
  ['expert', 8],
];

function weighted(random: Random): ContentSkillLevel {
  let roll = random.next() * 100;
  for (const [level, weight] of LEVEL_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return level;
  }
  return 'intermediate';
}

/** A stream of its own per item (from its title), so the facets leave the seed's other draws unchanged. */
function streamOf(title: string): Random {
  let h = 2166136261;
  for (const ch of title) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return new Random(h);
}

export function contentFacets(item: { category: string; title: string; tags: readonly string[] }) {
  const random = streamOf(item.title);
  const words = `${item.title} ${item.tags.join(' ')}`;
  const gameEngine = ENGINE_OF_CATEGORY[item.category] ?? ENGINE_WORDS.find(([re]) => re.test(words))?.[1] ?? null;
  const beginner = /başlangıç|yeni başla|ilk oyun|temel/i.test(words);
  const skillLevel = LEVEL_OF_CATEGORY[item.category] ?? (beginner ? 'beginner' : weighted(random));
  return { gameEngine, skillLevel };
}
