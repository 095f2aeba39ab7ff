import { Dialog, DialogTrigger, Heading } from 'react-aria-components';
import { Link as RouterLink } from 'react-router-dom';
import { BellIcon, Button, Popover, buttonClassName } from '@/components';
import './TrackingToggles.css';

interface FollowUpsellProps {
  bidName: string;
}

/**
 * The follow bell on a plan without follows (Starter, Sneak): instead of a button that does nothing,
 * it explains that following is an Essentials feature and shows the way to upgrade (docs/product/plans-and-limits.md#what-each-plan-allows:
 * Starter sees 'Upgrade to Essentials' for follows; upgrade buttons go to /pricing).
 */
export function FollowUpsell({ bidName }: FollowUpsellProps) {
  return (
    <DialogTrigger>
      <Button
        variant="ghost"
        size="sm"
        className="bl-tracking-toggle bl-tracking-toggle--locked"
        aria-label={`Follow ${bidName}: an Essentials feature`}
      >
        <BellIcon />
      </Button>
      <Popover placement="bottom end" className="bl-follow-upsell">
        <Dialog className="bl-follow-upsell__dialog">
          <Heading slot="title" className="bl-follow-upsell__title">
            Following bids is an Essentials feature
          </Heading>
          <p className="bl-follow-upsell__text">
            Your plan does not include follows. With Essentials you can follow up to 10 bids and get an email
            when one changes or is about to close.
          </p>
          <RouterLink to="/pricing" className={buttonClassName({ variant: 'primary', size: 'sm' })}>
            Upgrade to Essentials
          </RouterLink>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
