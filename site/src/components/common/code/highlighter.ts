import { createElement, type ReactNode } from 'react';
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import c from 'refractor/c';
import cpp from 'refractor/cpp';
import csharp from 'refractor/csharp';
import gdscript from 'refractor/gdscript';
import glsl from 'refractor/glsl';
import hlsl from 'refractor/hlsl';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import lua from 'refractor/lua';
import python from 'refractor/python';
import rust from 'refractor/rust';
import typescript from 'refractor/typescript';
import { GRAMMARS } from './languages';

for (const grammar of [bash, c, cpp, csharp, gdscript, glsl, hlsl, javascript, json, lua, python, rust, typescript]) {
  refractor.register(grammar);
}

type Node = ReturnType<typeof refractor.highlight>['children'][number];

// refractor answers a hast tree of spans and text; as React elements it needs no HTML string, so nothing
// in a member's code can become markup.
function toReact(node: Node, key: number): ReactNode {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return null;
  const className = node.properties?.className;
  return createElement(
    'span',
    { key, className: Array.isArray(className) ? className.join(' ') : undefined },
    node.children.map((child, i) => toReact(child as Node, i)),
  );
}

/** Highlighted code, or the plain text for a language without a grammar. */
export function highlight(code: string, languageId: string): ReactNode {
  if (!GRAMMARS.includes(languageId) || !refractor.registered(languageId)) return code;
  return refractor.highlight(code, languageId).children.map((node, i) => toReact(node, i));
}
