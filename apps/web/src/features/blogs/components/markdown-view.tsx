import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { parseMarkdown } from '../utils/markdown.ts';
import type { Block, Inline } from '../utils/markdown.ts';

function inline(nodes: Inline[]): ReactNode {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
    if (node.type === 'code') return <code key={index}>{node.text}</code>;
    if (node.type === 'strong') return <strong key={index}>{inline(node.children)}</strong>;
    if (node.type === 'em') return <em key={index}>{inline(node.children)}</em>;
    if (node.href.startsWith('/')) {
      return (
        <Link key={index} to={node.href}>
          {inline(node.children)}
        </Link>
      );
    }
    return (
      <a key={index} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
        {inline(node.children)}
      </a>
    );
  });
}

function block(node: Block, index: number): ReactNode {
  switch (node.type) {
    case 'heading':
      return node.level === 2 ? (
        <h2 key={index}>{inline(node.children)}</h2>
      ) : (
        <h3 key={index}>{inline(node.children)}</h3>
      );
    case 'paragraph':
      return <p key={index}>{inline(node.children)}</p>;
    case 'quote':
      return (
        <blockquote key={index}>
          <p>{inline(node.children)}</p>
        </blockquote>
      );
    case 'rule':
      return <hr key={index} />;
    case 'list': {
      const items = node.items.map((item, i) => <li key={i}>{inline(item)}</li>);
      return node.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
    }
  }
}

/** An article body from Markdown, as React elements (no raw HTML). */
export function MarkdownView({ source, className }: { source: string; className?: string }) {
  return <div className={className}>{parseMarkdown(source).map(block)}</div>;
}
