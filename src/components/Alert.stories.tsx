import { Alert } from './Alert';
import { choiceControl, componentGuide, textControl, variantOverview } from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/Alert',
  component: Alert,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'The outcome of an action, in place (a refusal above a form, a confirmation in a panel). For a notice that comes and goes use Toast; for a region that failed to load use ErrorState.',
    variants: {
      error:
        'a refusal or failure of the whole form (an account with this email already exists); screen readers hear it at once (role="alert").',
      success:
        'a confirmation that stays in place (OTP sent successfully!); read when the reader is free (role="status").',
    },
    dos: [
      'Put it above the form or in the panel it speaks about, where the eye already is.',
      'Say what happened, then what to do; show the server’s own sentence (`detail`) when it sends one.',
    ],
    donts: [
      'An Alert for one field’s error: the field shows it under itself (errorMessage).',
      'An Alert for a passing notice such as "Bid bookmarked": that is a Toast.',
    ],
  }),
  argTypes: {
    tone: choiceControl(['success', 'error'], 'Colour, icon and how urgently screen readers announce it.'),
    children: textControl('The message.'),
  },
  args: { tone: 'error' as const, children: 'An account with this email already exists.' },
});

/** Every variant side by side, each under its caption. */
export const Overview = meta.story(
  variantOverview(() => ({ 'Error (a refusal)': Refusal, 'Success (a confirmation)': Confirmation }), {
    columnWidth: '18rem',
  }),
);

export const Refusal = meta.story();

export const Confirmation = meta.story({ args: { tone: 'success', children: 'OTP sent successfully!' } });
