import { cx } from './cx.ts';
import { Tag, type TagTone } from './Tag.tsx';

export interface TagListItem {
  label: string;
  tone?: TagTone;
}

export interface TagListClassNames {
  root: string;
  item: string;
  tag: string;
}

export interface TagListProps {
  tags: readonly TagListItem[];
  /** Names the list for screen readers, e.g. `Vehicle features`. */
  label?: string;
  appearance?: 'solid' | 'subtle';
  className?: string;
  classNames?: Partial<TagListClassNames>;
}

/** A wrapping list of tags; renders nothing when there are none. */
export function TagList({
  tags,
  label,
  appearance = 'subtle',
  className,
  classNames,
}: TagListProps) {
  if (tags.length === 0) return null;
  return (
    <ul className={cx('fc-tag-list', className, classNames?.root)} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.label} className={cx('fc-tag-list__item', classNames?.item)}>
          <Tag tone={tag.tone} appearance={appearance} classNames={{ root: classNames?.tag }}>
            {tag.label}
          </Tag>
        </li>
      ))}
    </ul>
  );
}
