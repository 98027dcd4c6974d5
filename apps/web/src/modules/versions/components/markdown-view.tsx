import { Typography } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';

/**
 * A changelog's headings sit under the card's own title (a third-level heading of the page), which
 * replaces the file's own title (its level-1 heading, left out): "## 0.2.0" is a fourth-level
 * heading, and so on. Links open in a new tab.
 */
const components: Components = {
  h2: 'h4',
  h3: 'h5',
  h4: 'h6',
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noreferrer noopener" />,
};

/** The file's title: the card names it. */
const leftOut = ['h1'];

/**
 * Markdown from a changelog, with Mantine's typography. Raw HTML is dropped (never rendered), and
 * react-markdown's URL filter keeps only safe links.
 */
export function MarkdownView({ content, testId }: { content: string; testId?: string }) {
  return (
    <Typography data-testid={testId} fz="sm">
      <Markdown skipHtml disallowedElements={leftOut} components={components}>
        {content}
      </Markdown>
    </Typography>
  );
}
