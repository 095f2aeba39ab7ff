import type { ReactNode, Ref } from 'react';
import { type Key } from 'react-aria-components/Collection';
import { Label } from 'react-aria-components/Label';
import {
  Tag,
  TagGroup as RACTagGroup,
  type TagGroupProps as RACTagGroupProps,
  TagList,
} from 'react-aria-components/TagGroup';
import { Button } from './Button';
import { cx } from './classNames';
import { CloseIcon } from './icons';
import './TagGroup.css';

/** One chosen value shown as a tag; `label` is also what "Remove …" names. */
export interface TagItem {
  id: Key;
  label: string;
}

export interface TagGroupProps<Item extends TagItem> extends Omit<RACTagGroupProps, 'children'> {
  /** Visible label above the tags; without it, give the group an `aria-label`. */
  label?: ReactNode;
  items: readonly Item[];
  /** Called with the tags removed by their button or by Delete/Backspace on a focused tag. */
  onRemove: (keys: Set<Key>) => void;
  /** The group's element (TagGroupOnFirstUse focuses the tag that had focus in its closed look). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * What the user has chosen, as removable tags ("Remove Texas"). Arrow keys move between tags and
 * Delete or Backspace removes the focused one (React Aria's TagGroup).
 */
export function TagGroup<Item extends TagItem>({ label, items, className, ...props }: TagGroupProps<Item>) {
  return (
    <RACTagGroup {...props} className={cx('bl-tag-group', className)}>
      {label && <Label className="bl-field__label">{label}</Label>}
      <TagList items={items} className="bl-tag-group__list">
        {(item) => (
          <Tag id={item.id} textValue={item.label} className="bl-tag">
            {item.label}
            {/* RAC names the remove slot "Remove <tag>" and wires it to onRemove. */}
            <Button slot="remove" variant="ghost" size="sm" className="bl-tag__remove">
              <CloseIcon size={14} />
            </Button>
          </Tag>
        )}
      </TagList>
    </RACTagGroup>
  );
}
