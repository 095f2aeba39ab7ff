import type { Ref } from 'react';
import { CloseIcon, MenuIcon } from '@/components/icons';

interface MenuToggleProps {
  ref?: Ref<HTMLButtonElement>;
  isOpen: boolean;
  /** The panel it opens; none while the menu's code is still loading. */
  panelId?: string;
  isDisabled: boolean;
  onToggle?: () => void;
}

/** The mobile menu's button (MobileMenu.tsx); the header shows it, disabled, while the menu's code loads. */
export function MenuToggle({ ref, isOpen, panelId, isDisabled, onToggle }: MenuToggleProps) {
  return (
    <button
      ref={ref}
      type="button"
      className="mobile-menu__toggle"
      aria-expanded={isOpen}
      aria-controls={panelId}
      disabled={isDisabled}
      onClick={onToggle}
    >
      {isOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
      <span className="visually-hidden">Menu</span>
    </button>
  );
}
