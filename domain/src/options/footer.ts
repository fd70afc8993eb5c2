import { msg } from '../messages';
import { type Option } from './shared';

// Apart from ./forum.ts: the footer is on every page, the forum's category groups are not (the browser bundle
// carries the forum's texts with the modules that name them — site/src/bundling-webpack.ts, catalogueWhereNamed).

/** Category slugs linked from the footer. */
export const FOOTER_CATEGORIES = [
  { value: 'unity', label: msg('footer.category.unity') },
  { value: 'unreal-engine', label: msg('footer.category.unrealEngine') },
  { value: 'godot', label: msg('footer.category.godot') },
  { value: 'csharp', label: msg('footer.category.csharp') },
  { value: '2d-art', label: msg('footer.category.2dArt') },
] as const satisfies readonly Option[];
