import { createIcon } from './createIcon';

export type { IconProps } from './createIcon';

export const BookmarkIcon = createIcon(
  'BookmarkIcon',
  <path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />,
);
export const BookmarkFilledIcon = createIcon(
  'BookmarkFilledIcon',
  <path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />,
  { filled: true },
);
/** "Follow a bid": a bell, because following means getting alerts. */
export const BellIcon = createIcon(
  'BellIcon',
  <>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </>,
);
export const BellFilledIcon = createIcon(
  'BellFilledIcon',
  <>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" fill="none" />
  </>,
  { filled: true },
);
export const SearchIcon = createIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const FilterIcon = createIcon('FilterIcon', <path d="M22 3H2l8 9.46V19l4 2v-8.54z" />);
export const CalendarIcon = createIcon(
  'CalendarIcon',
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
);
export const DownloadIcon = createIcon(
  'DownloadIcon',
  <>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5M12 15V3" />
  </>,
);
export const CloseIcon = createIcon('CloseIcon', <path d="M18 6 6 18M6 6l12 12" />);
export const MenuIcon = createIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);
export const ChevronLeftIcon = createIcon('ChevronLeftIcon', <path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = createIcon('ChevronRightIcon', <path d="m9 18 6-6-6-6" />);
export const ChevronDownIcon = createIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);
export const ChevronUpIcon = createIcon('ChevronUpIcon', <path d="m18 15-6-6-6 6" />);
export const ChevronsLeftIcon = createIcon('ChevronsLeftIcon', <path d="m11 17-5-5 5-5M18 17l-5-5 5-5" />);
export const ChevronsRightIcon = createIcon('ChevronsRightIcon', <path d="m13 17 5-5-5-5M6 17l5-5-5-5" />);
export const CheckIcon = createIcon('CheckIcon', <path d="M20 6 9 17l-5-5" />);
export const MinusIcon = createIcon('MinusIcon', <path d="M5 12h14" />);
export const PlusIcon = createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const AlertIcon = createIcon(
  'AlertIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);
export const InfoIcon = createIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const CheckCircleIcon = createIcon(
  'CheckCircleIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
export const ExternalLinkIcon = createIcon(
  'ExternalLinkIcon',
  <>
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    <path d="M15 3h6v6M10 14 21 3" />
  </>,
);
export const UserIcon = createIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const LogoutIcon = createIcon(
  'LogoutIcon',
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5M21 12H9" />
  </>,
);
export const EyeIcon = createIcon(
  'EyeIcon',
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = createIcon(
  'EyeOffIcon',
  <>
    <path d="M9.9 4.2A9.6 9.6 0 0 1 12 4c6.5 0 10 8 10 8a17 17 0 0 1-2.6 3.7M6.6 6.6A16.7 16.7 0 0 0 2 12s3.5 8 10 8a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M14.1 14.1a3 3 0 1 1-4.2-4.2M2 2l20 20" />
  </>,
);
export const PauseIcon = createIcon('PauseIcon', <path d="M8 5v14M16 5v14" />);
export const PlayIcon = createIcon('PlayIcon', <path d="M7 4v16l13-8z" />);
/** The BidLantern mark: a lantern with a lit core (the core is amber through the `--bl-logo-glow` custom property). */
export const LanternIcon = createIcon(
  'LanternIcon',
  <>
    <path d="M9 3h6M12 1v2" />
    <path d="M7 6h10l-1 3v8l1 2H7l1-2V9z" />
    <path
      d="M10 11.5c0-1.3 2-3 2-3s2 1.7 2 3a2 2 0 0 1-4 0z"
      fill="var(--bl-logo-glow, currentColor)"
      stroke="none"
    />
    <path d="M6 21h12" />
  </>,
);
