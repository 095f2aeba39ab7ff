import { ESSENTIALS, SNEAK, STARTER } from '@/api/planCatalog';
import { brand } from '@/lib/brand';
import {
  bookmarks,
  exportedBids,
  followedBids,
  monthlyExports,
  planPrice,
  previewedBids,
  savedSearches,
  twelveMonthlyPayments,
} from '@/lib/planPhrases';
import type { ProfileTab } from '@/lib/routes';

/** A link under an answer that names a place in the account area, so the reader can go straight there. */
export interface FaqLink {
  tab: ProfileTab;
  label: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
  link?: FaqLink;
}

const PROFILE_LINK: FaqLink = { tab: 'profile', label: 'Open your Profile' };
const MY_PLANS_LINK: FaqLink = { tab: 'plans', label: 'Open My Plans' };
const ACCOUNT_SETTINGS_LINK: FaqLink = { tab: 'settings', label: 'Open Account Settings' };

export interface FaqTopic {
  topic: string;
  entries: readonly FaqEntry[];
}

/**
 * The help dialog's questions (docs/product/screens.md#help): login, OTP, registration, plans, payments
 * and privacy, plus the bid tools the plans unlock. Verification and password reset use an emailed
 * code only; cards go through a card payment provider. Every answer describes what the product does
 * (docs/product/, docs/CONVENTIONS.md): no promises beyond it.
 */
export const faqTopics: readonly FaqTopic[] = [
  {
    topic: 'Logging in',
    entries: [
      {
        question: 'How do I log in?',
        answer: `Choose "Register / Login" at the top of any page, then enter the email address and password you registered with ${brand.name}.`,
      },
      {
        question: 'I forgot my password. What do I do?',
        answer:
          'On the log-in page choose "Forgot password?" and enter your email address. We email you a 6-digit code. Enter the code, then choose a new password and log in with it.',
      },
      {
        question: 'What makes a valid password?',
        answer:
          'At least 8 characters, with at least one uppercase letter, one number and one special character from @ $ ! % * ? &. Use only letters, numbers and those special characters.',
      },
      {
        question: 'The log-in page says my email is not verified.',
        answer:
          'You need to confirm your email address before you can log in. Choose "Verify your email" under the message and enter the 6-digit code we emailed you.',
      },
      {
        question: 'Why was I sent back to the log-in page?',
        answer:
          'Your session ended, for example because it expired. Log in again and we take you back to the page you were on.',
      },
      {
        question: 'How do I log out?',
        answer:
          'Choose "Logout" in your Profile, or in the menu on a phone. Logging out removes your session and saved details from this browser, so it is safe on a shared computer.',
        link: PROFILE_LINK,
      },
    ],
  },
  {
    topic: 'Codes by email (OTP)',
    entries: [
      {
        question: 'How do you verify my account?',
        answer:
          'By email only. We send a one-time 6-digit code (OTP) to the address you registered with. We never send codes by text message or phone call.',
      },
      {
        question: 'Which actions need an emailed code?',
        answer:
          'Confirming your email address when you register, resetting a forgotten password, and changing your password in Account Settings. Each time the code goes to your account email.',
        link: ACCOUNT_SETTINGS_LINK,
      },
      {
        question: 'My code has not arrived.',
        answer:
          'Check your spam or junk folder, and check that the email address is spelled correctly. You can ask for a new code once the countdown next to "Resend code" reaches zero.',
      },
      {
        question: 'My code says it is invalid or expired.',
        answer:
          'Codes expire after a short time, and only the newest code works. Ask for a new code and enter it straight away.',
      },
      {
        question: 'How do I enter the code?',
        answer:
          'Type the 6 digits into the six boxes; the cursor moves to the next box by itself, and Backspace moves back. You can also paste the whole code at once.',
      },
      {
        question: 'It says "Too many attempts".',
        answer:
          'After several wrong codes we pause new tries for a while to protect your account. Wait a few minutes, then ask for a new code.',
      },
    ],
  },
  {
    topic: 'Registration',
    entries: [
      {
        question: 'What do I need to register?',
        answer:
          'Your full name, a work email address and a password, then your company. We email you a 6-digit code at once and you confirm your email on the next screen. Then a few more details: where you work, your industries, your insurance and, if you like, your certifications. Last, you choose a plan.',
      },
      {
        question: 'Why do you ask about my company and insurance?',
        answer:
          'Many government bids require a set level of insurance, experience or certification. Knowing yours lets us show the bids you can actually win first.',
      },
      {
        question: 'Which states and agencies do you cover?',
        answer:
          'All 50 states and Washington, DC. Bids come from cities, counties, state agencies, school districts, special districts and federal agencies.',
      },
      {
        question: 'What are NAICS and UNSPSC codes? Do I need them?',
        answer:
          'They are standard codes for industries (NAICS) and for products and services (UNSPSC) that agencies attach to bids. They are optional: adding yours makes your matches more precise.',
      },
      {
        question: 'Do I have to give my FEIN or SSN?',
        answer:
          'No, it is optional: leave it blank to skip it. If you enter it, it tells your business apart from others with a similar name, and we keep only the last 4 digits.',
      },
      {
        question: 'I stopped halfway through registering. Do I start again?',
        answer:
          'No. Log in with the email and password you chose, and we take you to the next step you have not finished.',
      },
      {
        question: 'It says my email is already registered.',
        answer:
          'An account already uses that address. Log in instead, or choose "Forgot password?" on the log-in page if you do not remember the password.',
      },
      {
        question: 'Can I change my company details later?',
        answer:
          'Yes. Open your Profile and choose Edit to change your name and your Company Snapshot: company name, number of employees, years in business, target contract size and state.',
        link: PROFILE_LINK,
      },
    ],
  },
  {
    topic: 'Finding and tracking bids',
    entries: [
      {
        question: 'How do I search for bids?',
        answer:
          'Open Bids in the top menu. Search by keywords, bid status and state; results show 25 bids a page, soonest closing date first. On Starter and Essentials you can also filter by entity type, solicitation type, set-aside, NAICS and UNSPSC codes and dates.',
      },
      {
        question: 'What is a saved search?',
        answer: `A search you name and keep, so you can run it again in one click. You can update it with your current filters, rename it or delete it. Starter includes ${savedSearches(STARTER)} and Essentials ${savedSearches(ESSENTIALS)}.`,
      },
      {
        question: 'What is the difference between bookmarking and following a bid?',
        answer: `A bookmark keeps a bid on your Bookmarked Bids list to come back to. Following a bid also keeps it on your Followed Bids list and sends you email alerts about it. Bookmarks come with Starter (${bookmarks(STARTER)}) and Essentials (${bookmarks(ESSENTIALS)}); following comes with Essentials (${followedBids(ESSENTIALS)}).`,
      },
      {
        question: 'I removed a bookmark or follow by mistake.',
        answer:
          'Choose Undo on the greyed-out row. The removal waits 3 seconds before it happens, so you have a moment to change your mind.',
      },
      {
        question: 'How do I export bids?',
        answer: `On the Essentials plan, select bids in your results and choose Export. You get a CSV file that opens in Excel or Google Sheets. You can export up to ${exportedBids(ESSENTIALS)} each calendar month.`,
      },
      {
        question: 'Can I add closing dates to my calendar?',
        answer:
          'Yes. On your Followed Bids list choose "Add to calendar" to download an .ics file with the closing date of each bid you follow. Most calendar apps, such as Outlook, Google Calendar and Apple Calendar, can import it.',
      },
      {
        question: 'What does the Countdown column mean?',
        answer:
          'How long is left until the bid closes: a number of days, or months for bids that close later. "Closed" means the deadline has passed.',
      },
      {
        question: `Why can I see only ${previewedBids(SNEAK)}?`,
        answer: `The free Sneak plan shows ${previewedBids(SNEAK)} of each search. Starter and Essentials show every matching bid.`,
      },
    ],
  },
  {
    topic: 'Plans',
    entries: [
      {
        question: 'Which plans do you offer?',
        answer: `Sneak is free: it shows ${previewedBids(SNEAK)} of each search. Starter (${planPrice(STARTER).text}) shows every bid and adds bid summaries, advanced filters, ${bookmarks(STARTER)} and ${savedSearches(STARTER)}. Essentials (${planPrice(ESSENTIALS).text}) adds following ${followedBids(ESSENTIALS)} with email alerts, ${bookmarks(ESSENTIALS)}, ${savedSearches(ESSENTIALS)} and ${monthlyExports(ESSENTIALS)}.`,
      },
      {
        question: 'Is there a discount for paying yearly?',
        answer: `Yes. Starter costs ${planPrice(STARTER, 'annual').text} instead of ${twelveMonthlyPayments(STARTER)} for 12 monthly payments, and Essentials ${planPrice(ESSENTIALS, 'annual').text} instead of ${twelveMonthlyPayments(ESSENTIALS)}. You choose monthly or annual billing when you pick your plan.`,
      },
      {
        question: 'Do I need a card for the free plan?',
        answer: 'No. Sneak costs nothing and starts straight away, with no card needed.',
      },
      {
        question: 'What is a bid summary?',
        answer:
          'A page with the full details of one bid: description, agency, dates, codes, contacts, documents and similar bids. Open it by choosing a bid. Summaries come with Starter and Essentials.',
      },
      {
        question: 'Why do I see "Feature Restricted" or "Please upgrade your plan"?',
        answer:
          'The feature you chose is not part of your current plan. Choose Upgrade Plan to compare plans and pick one that includes it.',
      },
      {
        question: 'How do I upgrade my plan?',
        answer:
          'Open Plans & Pricing from the top menu to compare plans. Wherever a feature is locked, the Upgrade Plan button takes you there too.',
      },
      {
        question: 'What is a state bolt-on?',
        answer:
          'On the Starter plan you can add one more state. Open your Profile, go to My Plans and choose the + button beside Bolt-on state. The bolt-on fee is recurring: it renews with your plan, on the same billing cycle.',
        link: MY_PLANS_LINK,
      },
    ],
  },
  {
    topic: 'Payments and receipts',
    entries: [
      {
        question: 'How do I pay?',
        answer: `By credit or debit card, in US dollars. Payments run through a secure card payment provider; ${brand.name} never sees or stores your full card number.`,
      },
      {
        question: 'My payment failed. What now?',
        answer:
          'Nothing was activated. Check the card details, or try another card, and pay again. If your bank shows a charge for a failed payment, contact support.',
      },
      {
        question: 'How long does a payment take to confirm?',
        answer:
          'Usually a few seconds. We wait up to 30 seconds for the payment to be confirmed, then switch on your plan. Please keep the page open until you see the result.',
      },
      {
        question: 'It says the payment succeeded but the plan was not activated.',
        answer: `Your payment went through but we could not switch on your plan. Email us at ${brand.supportEmail} and we will sort it out. You do not need to pay again.`,
      },
      {
        question: 'Where do I find my receipts?',
        answer:
          'Open your Profile and go to My Plans. The payment history lists every payment; choose Download on a successful payment to open its receipt.',
        link: MY_PLANS_LINK,
      },
      {
        question: 'Why is there no receipt for a payment?',
        answer:
          'Receipts exist only for successful payments. A failed payment did not go through, so it has none.',
        link: MY_PLANS_LINK,
      },
    ],
  },
  {
    topic: 'Privacy and your account',
    entries: [
      {
        question: 'What do you do with my data?',
        answer:
          'We use your details to run your account and to match you with bids. The Privacy Policy, linked at the bottom of every page, explains what we collect and how we use it.',
      },
      {
        question: 'Can I change my email address?',
        answer: `Not from your Profile: you log in with your email address, so it cannot be edited there. Email us at ${brand.supportEmail} if you need to change it.`,
        link: PROFILE_LINK,
      },
      {
        question: 'How do I change my password?',
        answer:
          'Open your Profile, go to Account Settings and choose Change Password. We email you a 6-digit code to confirm it is you.',
        link: ACCOUNT_SETTINGS_LINK,
      },
      {
        question: 'How do I choose which emails I get?',
        answer:
          'Open your Profile, go to Account Settings and choose Email Alerts. You can get alerts daily or weekly, or turn them off.',
        link: ACCOUNT_SETTINGS_LINK,
      },
      {
        question: 'What is the difference between disabling and deleting my account?',
        answer:
          'Account Disable switches your account off: you can no longer log in until support turns it back on. Account Deletion removes your account and its data for good. Both are in Profile > Account Settings and ask you to confirm first; afterwards you are logged out.',
        link: ACCOUNT_SETTINGS_LINK,
      },
      {
        question: 'What is the A.I. Toolset?',
        answer:
          'New AI tools for bidding that we are building now. Open AI Toolset in the top menu and choose Get Notified to hear when they are ready.',
      },
      {
        question: 'How do I contact support?',
        answer: `Email us at ${brand.supportEmail}. Tell us the email address of your account and what you were trying to do.`,
      },
    ],
  },
];
