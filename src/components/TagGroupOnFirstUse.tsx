import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Key } from 'react-aria-components/Collection';
// React Aria's own record of the last interaction (keyboard or pointer), which its focus rings read.
import { isFocusVisible } from 'react-aria/private/interactions/useFocusVisible';
import { Button } from './Button';
import { cx } from './classNames';
import { sayCodeDidNotLoad } from './controlOnFirstUse';
import { CloseIcon } from './icons';
import type { TagGroup, TagGroupProps, TagItem } from './TagGroup';
import './TagGroup.css';

/** Without a visible label: a group that needs one loads with its screen. */
type ClosedTagGroupProps<Item extends TagItem> = Pick<
  TagGroupProps<Item>,
  'items' | 'onRemove' | 'aria-label'
> & { className?: string };

/** Where keyboard focus was in the closed look: a tag's key, or the list itself (null). */
type FocusTarget = { key: Key | null } | undefined;

/**
 * A tag's element id, by its key as React Aria's are, never by its place: a button keeps the id it
 * mounted with (React Aria's useId), so an id by place would name it after another tag once a tag
 * before it is removed.
 */
const tagId = (groupId: string, key: Key) => `${groupId}-${String(key).replace(/\s/g, '_')}`;

/**
 * TagGroup draws its tags a render after their list, in the same task. Focus waits at most this long (a
 * few frames): a tag drawn later must not take the focus the user has moved since.
 */
const DRAWN_WITHIN_MS = 100;

/**
 * Focuses the tag (or the list) in `group` now, or as soon as it is drawn. A mutation observer runs
 * before the browser paints or takes another key, so a key pressed then reaches the tag, not the page,
 * where it would be lost (useFocusAtSwap does the same for the other controls).
 */
function focusOnceDrawn(group: HTMLElement | null, target: NonNullable<FocusTarget>) {
  if (!group) return;
  const selector =
    target.key === null ? '[role="grid"]' : `[role="row"][data-key="${CSS.escape(String(target.key))}"]`;
  const focus = () => {
    const element = group.querySelector<HTMLElement>(selector);
    element?.focus();
    return element !== null;
  };
  if (focus()) return;
  const observer = new MutationObserver(() => {
    if (focus()) observer.disconnect();
  });
  observer.observe(group, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), DRAWN_WITHIN_MS);
}

/**
 * TagGroup for a screen's first paint (a row of removable chips): until it is first used by keyboard,
 * the markup React Aria's TagGroup draws, with the same names (each tag named by its label, its
 * button "Remove <label>"), and the code of its collection and grid (a large part of a screen's first
 * JS, docs/performance.md) loads when the row is pointed at or focused. A click on a remove button
 * removes its tag at once, without the code, and focus moves on as TagGroup moves it. Keyboard focus
 * entering the row swaps in TagGroup once loaded, focused on the same tag, for its arrow keys and
 * Delete. A focus whose code does not load says the network sentence; the next hover or focus loads
 * it again. `load`: lazyExport.
 */
export function tagGroupOnFirstUse(load: () => Promise<typeof TagGroup>) {
  let loaded: typeof TagGroup | undefined;
  return function TagGroupOnFirstUse<Item extends TagItem>({
    items,
    onRemove,
    className,
    'aria-label': ariaLabel,
  }: ClosedTagGroupProps<Item>) {
    const [Loaded, setLoaded] = useState(() => loaded);
    const groupRef = useRef<HTMLDivElement>(null);
    const focusTarget = useRef<FocusTarget>(undefined);
    const id = useId();

    const wake = useCallback(() => {
      if (loaded) return Promise.resolve(loaded);
      return load().then((component) => (loaded = component));
    }, []);
    const takeOver = useCallback(
      (target: NonNullable<FocusTarget>) => {
        focusTarget.current = target;
        wake().then(
          (component) => focusTarget.current && setLoaded(() => component),
          () => focusTarget.current && sayCodeDidNotLoad(),
        );
      },
      [wake],
    );
    // In the commit that swaps TagGroup in, not after the browser has painted it.
    useLayoutEffect(() => {
      if (Loaded && focusTarget.current) focusOnceDrawn(groupRef.current, focusTarget.current);
    }, [Loaded]);

    if (Loaded) {
      return (
        <Loaded
          ref={groupRef}
          aria-label={ariaLabel}
          className={className}
          items={items}
          onRemove={onRemove}
        />
      );
    }
    return (
      <div
        ref={groupRef}
        className={cx('bl-tag-group', className)}
        onPointerEnter={() => void wake().catch(() => undefined)}
        onFocus={(event) => {
          // Keyboard focus only (React Aria's modality, as its focus rings): a press, or focus moved
          // after one, leaves the closed look in place, as nothing may move under a pointer.
          if (!isFocusVisible()) return;
          const row = event.target.closest<HTMLElement>('[role="row"]');
          takeOver({ key: row ? (items[Number(row.dataset.index)]?.id ?? null) : null });
        }}
        onBlur={(event) => {
          if (event.currentTarget.contains(event.relatedTarget)) return;
          focusTarget.current = undefined;
        }}
      >
        <div
          id={id}
          role={items.length ? 'grid' : 'group'}
          aria-label={ariaLabel}
          className="bl-tag-group__list"
          tabIndex={0}
          aria-atomic={false}
          aria-relevant="additions"
          aria-live="off"
        >
          {items.map((item, index) => (
            <div
              key={item.id}
              id={tagId(id, item.id)}
              role="row"
              aria-label={item.label}
              className="bl-tag"
              tabIndex={0}
              data-key={item.id}
              data-index={index}
              data-allows-removing
            >
              <div role="gridcell" aria-colindex={1} style={{ display: 'contents' }}>
                {item.label}
                <Button
                  id={`${tagId(id, item.id)}-remove`}
                  variant="ghost"
                  size="sm"
                  className="bl-tag__remove"
                  aria-label="Remove"
                  aria-labelledby={`${tagId(id, item.id)}-remove ${tagId(id, item.id)}`}
                  onPress={() => {
                    const hadFocus = groupRef.current?.contains(document.activeElement);
                    onRemove(new Set([item.id]));
                    // Where React Aria's TagGroup puts it: the next tag, else the one before, else the list.
                    const next = items[index + 1] ?? items[index - 1];
                    if (hadFocus) focusOnceDrawn(groupRef.current, { key: next?.id ?? null });
                  }}
                >
                  <CloseIcon size={14} />
                </Button>
              </div>
            </div>
          ))}
        </div>
      </div>
    );
  };
}
