import { type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { cx } from './classNames';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';
import { useReducedMotion } from './useReducedMotion';
import './IconButton.css';
import './Carousel.css';

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Names the carousel, e.g. 'My Features'. */
  'aria-label': string;
  slides: readonly CarouselSlide[];
  /** Milliseconds between slides while playing. */
  autoplayInterval?: number;
  className?: string;
}

/**
 * A rotating set of slides (APG carousel pattern): autoplays every 2 s, pauses while hovered or focused, offers
 * a pause/play button, and never autoplays when the user prefers reduced motion. While playing the slide region
 * is not live, so screen readers are not interrupted; when paused, slide changes are announced.
 */
export function Carousel({
  'aria-label': ariaLabel,
  slides,
  autoplayInterval = 2000,
  className,
}: CarouselProps) {
  const prefersReducedMotion = useReducedMotion();
  const [activeIndex, setActiveIndex] = useState(0);
  const [isPausedByUser, setPausedByUser] = useState(false);
  const [isHovered, setHovered] = useState(false);
  const [hasFocusWithin, setFocusWithin] = useState(false);
  const slidesId = useId();
  const slideCount = slides.length;
  const isPlaying = !prefersReducedMotion && !isPausedByUser && slideCount > 1;
  const isRotating = isPlaying && !isHovered && !hasFocusWithin;

  useEffect(() => {
    if (!isRotating) return undefined;
    const timer = window.setInterval(
      () => setActiveIndex((index) => (index + 1) % slideCount),
      autoplayInterval,
    );
    return () => window.clearInterval(timer);
  }, [isRotating, slideCount, autoplayInterval]);

  const show = (index: number) => setActiveIndex((index + slideCount) % slideCount);
  const safeIndex = slideCount === 0 ? 0 : activeIndex % slideCount;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={ariaLabel}
      className={cx('bl-carousel', className)}
      data-rotating={isRotating || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
      }}
    >
      <div className="bl-carousel__controls">
        {!prefersReducedMotion && slideCount > 1 && (
          <Button className="bl-icon-button bl-carousel__button" onPress={() => setPausedByUser(isPlaying)}>
            {isPlaying ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
            <span className="visually-hidden">
              {isPlaying ? 'Pause slide rotation' : 'Start slide rotation'}
            </span>
          </Button>
        )}
        <Button
          className="bl-icon-button bl-carousel__button"
          aria-controls={slidesId}
          onPress={() => show(safeIndex - 1)}
          isDisabled={slideCount < 2}
        >
          <ChevronLeftIcon size={18} />
          <span className="visually-hidden">Previous slide</span>
        </Button>
        <span className="bl-carousel__position bl-tabular-nums" aria-hidden="true">
          {slideCount === 0 ? 0 : safeIndex + 1} / {slideCount}
        </span>
        <Button
          className="bl-icon-button bl-carousel__button"
          aria-controls={slidesId}
          onPress={() => show(safeIndex + 1)}
          isDisabled={slideCount < 2}
        >
          <ChevronRightIcon size={18} />
          <span className="visually-hidden">Next slide</span>
        </Button>
      </div>
      <div id={slidesId} className="bl-carousel__slides" aria-live={isRotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slideCount}`}
            className="bl-carousel__slide"
            hidden={index !== safeIndex}
          >
            {slide.content}
          </div>
        ))}
      </div>
    </section>
  );
}
