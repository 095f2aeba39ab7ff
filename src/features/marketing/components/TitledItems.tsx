import type { ReactNode } from 'react';

export interface TitledItem {
  title: string;
  text: string;
  /** Decorative, shown above the title. */
  icon?: ReactNode;
}

interface TitledItemsProps {
  items: readonly TitledItem[];
  /** Numbered steps (an ordered list) rather than cards. */
  ordered?: boolean;
  className: string;
  itemClassName: string;
}

/** The marketing pages' lists of short titled paragraphs: the reasons and values as cards, the steps in order. */
export function TitledItems({ items, ordered = false, className, itemClassName }: TitledItemsProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item.title} className={itemClassName}>
          {item.icon && (
            <span className="marketing-card__icon" aria-hidden="true">
              {item.icon}
            </span>
          )}
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </List>
  );
}
