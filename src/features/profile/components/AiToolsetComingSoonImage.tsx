import { Button } from 'react-aria-components/Button';
import './AiToolsetComingSoonImage.css';

interface AiToolsetComingSoonImageProps {
  /** Opens the notify-me signup (docs/product/screens.md#ai-toolset-tab). */
  onPress: () => void;
}

/** The AI Toolset tab's coming-soon picture (an SVG lantern lighting a bid document): one big button. */
export function AiToolsetComingSoonImage({ onPress }: AiToolsetComingSoonImageProps) {
  return (
    <div className="ai-coming-soon">
      <Button className="ai-coming-soon__image" onPress={onPress}>
        {/* Decorative: the caption below names the button. */}
        <svg viewBox="0 0 480 240" aria-hidden="true" focusable="false">
          <rect width="480" height="240" fill="var(--bl-color-navy-900)" />
          <circle cx="150" cy="120" r="86" fill="var(--bl-color-amber-500)" opacity="0.18" />
          <circle cx="150" cy="120" r="54" fill="var(--bl-color-amber-500)" opacity="0.28" />
          <path d="M132 70h36l6 14h-48z" fill="var(--bl-color-amber-400)" />
          <rect x="122" y="84" width="56" height="70" rx="10" fill="var(--bl-color-amber-500)" />
          <rect x="134" y="96" width="32" height="46" rx="6" fill="var(--bl-color-amber-100)" />
          <path d="M150 104c8 10 8 20 0 30-8-10-8-20 0-30z" fill="var(--bl-color-amber-600)" />
          <rect x="128" y="154" width="44" height="10" rx="4" fill="var(--bl-color-amber-400)" />
          <g fill="var(--bl-color-white)">
            <rect x="262" y="62" width="150" height="112" rx="8" opacity="0.95" />
          </g>
          <g fill="var(--bl-color-navy-200)">
            <rect x="280" y="82" width="96" height="10" rx="5" />
            <rect x="280" y="102" width="114" height="8" rx="4" />
            <rect x="280" y="118" width="104" height="8" rx="4" />
            <rect x="280" y="134" width="82" height="8" rx="4" />
          </g>
          <path d="M392 146l6 14 14 6-14 6-6 14-6-14-14-6 14-6z" fill="var(--bl-color-amber-500)" />
          <path d="M244 56l4 9 9 4-9 4-4 9-4-9-9-4 9-4z" fill="var(--bl-color-amber-400)" />
        </svg>
        <span className="bl-spread-row ai-coming-soon__caption">
          <span className="ai-coming-soon__eyebrow">AI Toolset is coming soon.</span>
          <span className="ai-coming-soon__action">Get Notified</span>
        </span>
      </Button>
      <p className="ai-coming-soon__tagline">
        Revolutionizing productivity with next-gen AI tools. Stay tuned for something powerful.
      </p>
    </div>
  );
}
