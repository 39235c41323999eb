import type { ReactNode } from 'react';
import { StyledTag, StyledTagList } from './tag-list.styles';

export interface TagListProps {
  /** Names the list for assistive technology: "Genres", "Social links". */
  label: string;
  /** One entry per tag: plain text (a genre) or a link (a social network). */
  tags: readonly { key: string; content: ReactNode }[];
}

/** Static pills (genres on artist and track pages, social links): a labelled list, not controls. */
export function TagList({ label, tags }: TagListProps) {
  if (tags.length === 0) return null;
  return (
    <StyledTagList aria-label={label}>
      {tags.map((tag) => (
        <StyledTag key={tag.key}>{tag.content}</StyledTag>
      ))}
    </StyledTagList>
  );
}

/** Plain strings as tags (genres). */
export function textTags(values: readonly string[]): TagListProps['tags'] {
  return values.map((value) => ({ key: value, content: value }));
}
