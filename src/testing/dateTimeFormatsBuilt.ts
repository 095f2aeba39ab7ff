import { vi } from 'vitest';

/**
 * How many `Intl.DateTimeFormat`s `run` builds. Each is still a real formatter, so whatever `run`
 * formats or keeps (a cache) works as it would.
 */
export function dateTimeFormatsBuilt(run: () => void): number {
  const RealDateTimeFormat = Intl.DateTimeFormat;
  const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
    ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
  ) {
    return new RealDateTimeFormat(...args);
  } as typeof Intl.DateTimeFormat);
  try {
    run();
    return built.mock.calls.length;
  } finally {
    built.mockRestore();
  }
}
