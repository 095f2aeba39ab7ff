import { PLAN_LINE_UP, SNEAK } from '@/api/planCatalog';
import { Carousel, type CarouselSlide } from '@/components/Carousel';
import { isFreePlan, planFeatures } from '@/lib/planPhrases';
import type { PlanCode } from '../api/currentPlan';
import { FeatureIllustration } from './PlanArt';

/** The carousel moves on every 2 s (docs/product/plans-and-limits.md#timings). */
export const FEATURES_AUTOPLAY_MS = 2000;

/**
 * docs/product/screens.md#my-plans: the plan's features as pictures; on the free plan, the features it
 * lacks ('Locked Features'). Beside the carousel, the same features as a plain list, readable at once
 * and without waiting for the slides.
 */
export function MyFeatures({ planCode }: { planCode: PlanCode }) {
  const plan = PLAN_LINE_UP.find((candidate) => candidate.plan_code === planCode) ?? SNEAK;
  const isLocked = isFreePlan(plan);
  const title = isLocked ? 'Locked Features' : 'My Features';
  // The free plan shows what the richest plan would unlock.
  const richest = PLAN_LINE_UP[PLAN_LINE_UP.length - 1] ?? plan;
  const features = isLocked ? planFeatures(richest, plan) : planFeatures(plan);
  const slides: CarouselSlide[] = features.map((feature) => ({
    id: feature.art,
    content: (
      <figure className="plans-feature">
        <FeatureIllustration feature={feature} isLocked={isLocked} />
        <figcaption className="plans-feature__caption">
          <strong>{feature.title}</strong>
          <span>{feature.description}</span>
        </figcaption>
      </figure>
    ),
  }));

  return (
    // The carousel is the region (named like the heading), so the wrapper is not a second one.
    <div className="plans-section">
      <h2 className="plans-section__title">{title}</h2>
      <div className="plans-features-layout">
        <Carousel
          aria-label={title}
          slides={slides}
          autoplayInterval={FEATURES_AUTOPLAY_MS}
          className="plans-features"
        />
        <ul
          className="plans-feature-list"
          aria-label={isLocked ? 'What upgrading unlocks' : 'What your plan includes'}
        >
          {features.map((feature) => (
            <li key={feature.art}>
              <strong>{feature.title}</strong>
              <span>{feature.description}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
