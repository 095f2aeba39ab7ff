import { useLocation } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';
import { choiceControl, codeOnly, componentGuide, variantOverview } from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'Switch between sibling sections of one screen (the account area); each tab is a link to its own URL. Not for steps in order (StepProgress).',
    variants: {
      horizontal: 'a few sections in a row above the panel.',
      vertical:
        'sections in a column beside the panel (the account area on wider screens; it turns horizontal on phones).',
      StepProgress: 'steps the user goes through in order.',
    },
    dos: [
      'Name tabs with the sections’ nouns (Profile, My Plans, Account Settings).',
      'Give each tab its URL from the routes module (the account area’s `profileTabHref`) and open the tab the URL names.',
    ],
    donts: ['Tabs for steps in order, or for panels that depend on each other.', 'Tabs inside tabs.'],
  }),
  argTypes: {
    orientation: choiceControl(['horizontal', 'vertical'], 'Tabs in a row, or a column beside the panel.'),
    selectedKey: codeOnly('The open tab’s id, from the URL (the stories read it from theirs).'),
    children: codeOnly('The TabList, and a TabPanel per tab.'),
  },
  args: { selectedKey: 'Profile', children: null },
});

/** Every variant side by side, each under its caption. */
export const Overview = meta.story(
  variantOverview(() => ({ Horizontal, Vertical }), { columnWidth: '28rem' }),
);

const sections = ['Profile', 'My Plans', 'Bids', 'AI Toolset', 'Account Settings'];
const sectionHref = (section: string) => `/${section.toLowerCase().replaceAll(' ', '-')}`;

function ProfileTabs({ orientation }: { orientation?: 'horizontal' | 'vertical' }) {
  const { pathname } = useLocation();
  const open = sections.find((section) => sectionHref(section) === pathname) ?? 'Profile';
  return (
    <Tabs orientation={orientation} selectedKey={open}>
      <TabList aria-label="Profile sections">
        {sections.map((section) => (
          <Tab key={section} id={section} href={sectionHref(section)}>
            {section}
          </Tab>
        ))}
      </TabList>
      {sections.map((section) => (
        <TabPanel key={section} id={section}>
          <h2>{section}</h2>
          <p>Content of the {section} section.</p>
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** Clicking a tab or using the arrow keys follows its link, and the URL opens its panel. */
export const Horizontal = meta.story({
  render: ({ orientation }) => <ProfileTabs orientation={orientation} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'My Plans' }));
    await expect(canvas.getByRole('tab', { name: 'My Plans' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('My Plans');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Bids' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Bids' })).toHaveFocus();
  },
});

export const Vertical = meta.story({ render: () => <ProfileTabs orientation="vertical" /> });
