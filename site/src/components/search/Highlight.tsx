import React from 'react';
import { highlightParts } from '@oyundev/domain';

/** `text` with the words matching the search's terms marked (accent- and Turkish-case-insensitive). */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>,
      )}
    </>
  );
}
