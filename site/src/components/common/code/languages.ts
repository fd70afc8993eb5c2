/**
 * Fenced-code languages the highlighter knows, by every name members write after the fence (```c#, ```cs,
 * ```csharp…). `id` is the grammar's name in refractor (Prism); `label` is how the block's header names it.
 * Product names, the same in every language, so they are data here rather than catalogue entries.
 */
export interface CodeLanguage {
  id: string;
  label: string;
}

const LANGUAGES: Array<CodeLanguage & { names: string[] }> = [
  { id: 'csharp', label: 'C#', names: ['csharp', 'cs', 'c#', 'dotnet', 'unity'] },
  { id: 'cpp', label: 'C++', names: ['cpp', 'c++', 'cc', 'cxx', 'hpp', 'unreal'] },
  { id: 'c', label: 'C', names: ['c', 'h'] },
  { id: 'gdscript', label: 'GDScript', names: ['gdscript', 'gd', 'godot'] },
  { id: 'glsl', label: 'GLSL', names: ['glsl', 'vert', 'frag', 'shader', 'gdshader'] },
  { id: 'hlsl', label: 'HLSL', names: ['hlsl', 'cg', 'shaderlab'] },
  { id: 'javascript', label: 'JavaScript', names: ['javascript', 'js', 'jsx', 'mjs', 'cjs'] },
  { id: 'typescript', label: 'TypeScript', names: ['typescript', 'ts', 'tsx'] },
  { id: 'python', label: 'Python', names: ['python', 'py'] },
  { id: 'lua', label: 'Lua', names: ['lua'] },
  { id: 'rust', label: 'Rust', names: ['rust', 'rs'] },
  { id: 'json', label: 'JSON', names: ['json'] },
  { id: 'bash', label: 'Bash', names: ['bash', 'sh', 'shell', 'zsh', 'console'] },
];

const BY_NAME = new Map(LANGUAGES.flatMap(({ id, label, names }) => names.map((name) => [name, { id, label }] as const)));

/** The language of a fence's info string ('C#', 'cpp', 'gd'), or null for plain or unknown code. */
export function codeLanguage(name: string | undefined): CodeLanguage | null {
  if (!name) return null;
  return BY_NAME.get(name.trim().toLowerCase()) ?? null;
}

/** Every grammar the highlighter must register. */
export const GRAMMARS = [...new Set(LANGUAGES.map((l) => l.id))];
