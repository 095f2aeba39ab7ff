import { type ComponentType, useState } from 'react';
import { lazyRegion } from './lazyRegion';

/**
 * A modal a screen shows only when asked, whose code (the Modal and React Aria's overlays, a large
 * chunk, docs/performance.md) loads when it first opens rather than with the screen. `load` brings the
 * component that renders the Modal (lazyExport, lib/lazyExport.ts); `preload` starts that
 * load early (call it when the trigger is pointed at or focused). Once opened it stays mounted, so it
 * closes as Modal does; if its code cannot load, a message with Retry shows in its place, named
 * after the `label` prop.
 */
export function modalOnDemand<P extends { isOpen: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Region = lazyRegion(load);
  function ModalOnDemand(props: P & { label: string }) {
    const [wasOpened, setWasOpened] = useState(false);
    if (props.isOpen && !wasOpened) setWasOpened(true);
    if (!wasOpened && !props.isOpen) return null;
    return (
      <Region
        {...props}
        message={`${props.label} could not be loaded. Check your connection and press Retry.`}
      />
    );
  }
  return { ModalOnDemand, preload: () => void load().catch(() => undefined) };
}
