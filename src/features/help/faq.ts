import { brand } from '@/lib/brand';

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqTopic {
  topic: string;
  entries: readonly FaqEntry[];
}

/**
 * The help dialog's questions (SPEC §2 "Help FAQ modal"): login, OTP, registration, payments,
 * plans and privacy. Verification and password reset use an emailed code only; cards go through
 * a card payment provider.
 */
export const faqTopics: readonly FaqTopic[] = [
  {
    topic: 'Logging in',
    entries: [
      {
        question: 'How do I log in?',
        answer: `Choose Register / Login at the top of any page, then enter the email address and password you registered with ${brand.name}.`,
      },
      {
        question: 'I forgot my password. What do I do?',
        answer:
          'On the login screen choose "Forgot password?" and enter your email address. We email you a 6-digit code; enter it, then choose a new password.',
      },
      {
        question: 'Why was I sent back to the login screen?',
        answer:
          'For your security we end a session that has expired. Log in again and we take you back to the page you were on.',
      },
    ],
  },
  {
    topic: 'Codes by email (OTP)',
    entries: [
      {
        question: 'How do you verify my account?',
        answer:
          'By email only. We send a one-time 6-digit code to the address you registered with. We never send codes by text message or phone call.',
      },
      {
        question: 'My code has not arrived.',
        answer:
          'Check your spam or junk folder, and that the email address is spelled correctly. You can ask for a new code once the countdown on the screen reaches zero.',
      },
      {
        question: 'My code says it is invalid or expired.',
        answer:
          'Codes expire after a short time and only the newest one works. Ask for a new code and use it straight away.',
      },
    ],
  },
  {
    topic: 'Registration',
    entries: [
      {
        question: 'What do I need to register?',
        answer:
          'Your name, a work email address and a password, then a few details about your company: where you work, your industries and your insurance. It takes about five minutes.',
      },
      {
        question: 'Why do you ask about my company and insurance?',
        answer:
          'Many government bids require set coverage or experience. Knowing yours lets us show the bids you can actually win first.',
      },
      {
        question: 'Can I change my company details later?',
        answer: 'Yes. Open your Profile and choose Edit in the Company Snapshot section.',
      },
    ],
  },
  {
    topic: 'Plans and payments',
    entries: [
      {
        question: 'Which plans do you offer?',
        answer:
          'Sneak is free and shows a preview of matching bids. Starter ($49 a month) adds bid summaries, advanced filters, bookmarks and a saved search. Essentials ($349 a month) adds following bids, exports and more saved searches.',
      },
      {
        question: 'How do I pay?',
        answer:
          'By credit or debit card. Payments run through a secure card payment provider; we never see or store your full card number.',
      },
      {
        question: 'Where do I find my receipts?',
        answer: 'In your Profile under My Plans. Every successful payment has a receipt you can download.',
      },
      {
        question: 'What is a state bolt-on?',
        answer:
          'On the Starter plan you can add one more state for a recurring fee. It renews with your plan, on the same billing cadence.',
      },
    ],
  },
  {
    topic: 'Privacy and your account',
    entries: [
      {
        question: 'What do you do with my data?',
        answer:
          'We use it to run your account and match you with bids. We do not sell it. Our Privacy Policy, linked at the bottom of every page, explains the details.',
      },
      {
        question: 'How do I close my account?',
        answer:
          'Open your Profile, go to Account Settings and choose Account Disable or Account Deletion. We ask you to confirm first.',
      },
    ],
  },
];
