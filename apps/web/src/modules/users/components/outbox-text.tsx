import { Anchor } from '@mantine/core';
import { Fragment } from 'react';

const urlPattern = /(https?:\/\/[^\s<>"')\]]+)/g;

/** Splits a mail's text into plain parts and links. */
export const textParts = (text: string): Array<{ kind: 'text' | 'link'; value: string }> =>
  text
    .split(urlPattern)
    .filter((part) => part !== '')
    .map((part) => ({ kind: /^https?:\/\//.test(part) ? 'link' : 'text', value: part }));

/** The plain text of a mail, its line breaks kept and its addresses made clickable. */
export function OutboxText({ text }: { text: string }) {
  return (
    <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 14, lineHeight: 1.6 }}>
      {textParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <Anchor
            key={`${index.toString()}-link`}
            href={part.value}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="outbox-link"
          >
            {part.value}
          </Anchor>
        ) : (
          <Fragment key={`${index.toString()}-text`}>{part.value}</Fragment>
        ),
      )}
    </div>
  );
}
