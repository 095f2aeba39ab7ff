import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import tokensCss from '@/styles/tokens.css?raw';
import { contrastPairs } from './contrastPairs';
import { type DesignToken, contrastRatio, isHexColour, readTokenGroups } from './designTokens';
import './foundations.css';
import preview from '#.storybook/preview';

const groups = readTokenGroups(tokensCss);
const tokensByName = new Map(groups.flatMap((group) => group.tokens.map((token) => [token.name, token])));
const groupsOf = (prefix: string) =>
  groups
    .map((group) => ({ ...group, tokens: group.tokens.filter((token) => token.name.startsWith(prefix)) }))
    .filter((group) => group.tokens.length > 0);

const meta = preview.meta({
  title: 'Foundations/Design tokens',
  parameters: {
    docs: {
      description: {
        component:
          'The values every component is built from, read from src/styles/tokens.css, the one place they are defined. Components use the semantic tokens (text, surface, link, cta…), never the palette directly.',
      },
    },
  },
});

function TokenName({ token }: { token: DesignToken }) {
  return (
    <>
      <code>{token.name}</code>
      <span className="bl-foundations__value">
        {token.value === token.resolved ? token.value : `${token.value} = ${token.resolved}`}
      </span>
      {token.note ? <span className="bl-foundations__note">{token.note}</span> : null}
    </>
  );
}

/**
 * One list item per token whose name starts with one of `prefixes` (but not `except`), in that order:
 * `sample` shows its value, beside its name.
 */
function TokenItems({
  prefixes,
  except,
  sample,
}: {
  prefixes: string[];
  except?: string;
  sample?: (token: DesignToken) => ReactNode;
}) {
  return prefixes
    .flatMap((prefix) => groupsOf(prefix))
    .flatMap((group) => group.tokens)
    .filter((token) => except === undefined || !token.name.startsWith(except))
    .map((token) => (
      <li key={token.name}>
        {sample?.(token)}
        <TokenName token={token} />
      </li>
    ));
}

/** Every colour token, palette first, then the semantic roles the components use. */
export const Colours = meta.story({
  render: () => (
    <div className="bl-foundations">
      {groupsOf('--bl-color-').map((group) => (
        <section key={group.title} aria-labelledby={`colours-${group.title}`}>
          <h2 id={`colours-${group.title}`}>{group.title}</h2>
          <ul className="bl-foundations__swatches">
            {group.tokens.map((token) => (
              <li key={token.name}>
                <span className="bl-foundations__swatch" style={{ background: `var(${token.name})` }} />
                <TokenName token={token} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  ),
});

const ratioOf = (foreground: string, background: string) => {
  const [fore, back] = [
    tokensByName.get(foreground)?.resolved ?? '',
    tokensByName.get(background)?.resolved ?? '',
  ];
  return isHexColour(fore) && isHexColour(back) ? contrastRatio(fore, back) : Number.NaN;
};

/**
 * The colour pairs the components put on screen, with their WCAG contrast ratio: 4.5:1 is the AA minimum for
 * text, 3:1 for borders and focus rings. A token change that drops a pair below its minimum fails the tests.
 */
export const Contrast = meta.story({
  render: () => (
    <table className="bl-foundations__contrast">
      <caption>Contrast of the colour pairs in use</caption>
      <thead>
        <tr>
          <th scope="col">Sample</th>
          <th scope="col">Used for</th>
          <th scope="col">Foreground on background</th>
          <th scope="col">Ratio</th>
          <th scope="col">AA minimum</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map((pair) => {
          const ratio = ratioOf(pair.foreground, pair.background);
          return (
            <tr key={`${pair.foreground} ${pair.background}`}>
              <td>
                {pair.minimum === 3 ? (
                  // A non-text colour is shown as a thick border, so no text is set in it.
                  <span
                    className="bl-foundations__sample bl-foundations__sample--border"
                    style={{
                      borderColor: `var(${pair.foreground})`,
                      background: `var(${pair.background})`,
                    }}
                  >
                    Border
                  </span>
                ) : (
                  <span
                    className="bl-foundations__sample"
                    style={{ color: `var(${pair.foreground})`, background: `var(${pair.background})` }}
                  >
                    Aa Text
                  </span>
                )}
              </td>
              <th scope="row">{pair.use}</th>
              <td>
                <code>{pair.foreground}</code> on <code>{pair.background}</code>
              </td>
              <td>{ratio.toFixed(2)}:1</td>
              <td>{ratio >= pair.minimum ? `${pair.minimum}:1, passes` : `${pair.minimum}:1, FAILS`}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Contrast of the colour pairs in use' });
    await expect(within(table).getAllByRole('row')).toHaveLength(contrastPairs.length + 1);
    await expect(within(table).queryByText(/FAILS/)).not.toBeInTheDocument();
  },
});

/** The type scale, each size set in the body font, with line heights and weights. */
export const TypeScale = meta.story({
  render: () => (
    <div className="bl-foundations">
      <ul className="bl-foundations__list">
        <TokenItems
          prefixes={['--bl-font-size-']}
          sample={(token) => (
            <span style={{ fontSize: `var(${token.name})`, lineHeight: 'var(--bl-line-height-tight)' }}>
              Find your next government bid
            </span>
          )}
        />
      </ul>
      <h2>Weights, line heights and families</h2>
      <ul className="bl-foundations__list">
        <TokenItems prefixes={['--bl-font-', '--bl-line-height-']} except="--bl-font-size-" />
      </ul>
    </div>
  ),
});

/** Spacing on a 4 px grid, radii, shadows and the touch target sizes. */
export const SpacingRadiiAndShadows = meta.story({
  render: () => (
    <div className="bl-foundations">
      <h2>Spacing</h2>
      <ul className="bl-foundations__list">
        <TokenItems
          prefixes={['--bl-space-']}
          sample={(token) => <span className="bl-foundations__bar" style={{ width: `var(${token.name})` }} />}
        />
      </ul>
      <h2>Radii and shadows</h2>
      <ul className="bl-foundations__swatches">
        <TokenItems
          prefixes={['--bl-radius-', '--bl-shadow-']}
          sample={(token) => (
            <span
              className="bl-foundations__tile"
              style={
                token.name.startsWith('--bl-radius-')
                  ? { borderRadius: `var(${token.name})` }
                  : { boxShadow: `var(${token.name})` }
              }
            />
          )}
        />
      </ul>
      <h2>Targets</h2>
      <ul className="bl-foundations__list">
        <TokenItems
          prefixes={['--bl-target-']}
          sample={(token) => (
            <span
              className="bl-foundations__tile"
              style={{ width: `var(${token.name})`, height: `var(${token.name})` }}
            />
          )}
        />
      </ul>
    </div>
  ),
});

/**
 * Motion: the durations and easing of every transition. People who ask their system for reduced motion get
 * no transitions (useReducedMotion and the global stylesheet).
 */
export const Motion = meta.story({
  render: () => (
    <ul className="bl-foundations__list">
      <TokenItems prefixes={['--bl-duration-', '--bl-easing']} />
    </ul>
  ),
});
